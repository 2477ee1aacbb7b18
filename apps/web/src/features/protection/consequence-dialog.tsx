'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Dialog } from '../../components/dialog';

/**
 * A decision that cannot be undone, with what follows from it point by point. Focus starts on
 * "cancel", so a stray Enter never starts a self-exclusion.
 */
export function ConsequenceDialog({
  title,
  points,
  confirmLabel,
  busy,
  onAnswer,
}: {
  title: string;
  points: string[];
  confirmLabel: string;
  busy: boolean;
  onAnswer: (yes: boolean) => void;
}) {
  const t = useTranslations('protection');
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={() => onAnswer(false)}
      initialFocus={cancel}
      name="protection-confirm"
      className="animate-pop-in max-h-[90dvh] w-full max-w-md p-6"
      titleClassName="mb-4 text-lg font-semibold text-gold-200"
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-slate-100">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button ref={cancel} type="button" className="btn-ghost" onClick={() => onAnswer(false)}>
          {t('cancel')}
        </button>
        <button type="button" className="btn-gold" disabled={busy} onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
