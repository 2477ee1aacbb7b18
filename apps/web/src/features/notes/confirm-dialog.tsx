'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '../../components/dialog';

/** A yes/no question with this page's own text (the brief's confirm keys belong to help). */
export function ConfirmDialog({
  question,
  confirmLabel,
  onAnswer,
}: {
  question: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}) {
  const t = useTranslations('notes.confirm');
  return (
    <Dialog
      role="alertdialog"
      title={t('title')}
      onClose={() => onAnswer(false)}
      name="notes-confirm"
      className="animate-pop-in w-full max-w-sm p-6 text-center"
      titleClassName="mb-3 text-lg font-semibold text-gold-200"
    >
      <p className="text-base leading-relaxed text-slate-100">{question}</p>
      <div className="mt-6 flex justify-center gap-2">
        <button type="button" className="btn-ghost" onClick={() => onAnswer(false)}>
          {t('cancel')}
        </button>
        <button type="button" className="btn-gold" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
