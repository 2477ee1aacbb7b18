'use client';

import type { ReactNode } from 'react';
import { Dialog } from './dialog';

/**
 * A yes/no question in the page's own words: the close button changes nothing, the confirm button
 * names what goes ahead. `children` shows what the answer acts on (an amount, an account).
 */
export function ConfirmDialog({
  name,
  title,
  question,
  closeLabel,
  confirmLabel,
  onAnswer,
  children,
}: {
  name: string;
  title: string;
  question: string;
  closeLabel: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={() => onAnswer(false)}
      name={name}
      className="animate-pop-in w-full max-w-sm p-6 text-center"
      titleClassName="mb-3 text-lg font-semibold text-gold-200"
    >
      <p className="text-base leading-relaxed text-slate-100">{question}</p>
      {children}
      <div className="mt-6 flex justify-center gap-2">
        <button type="button" className="btn-ghost" onClick={() => onAnswer(false)}>
          {closeLabel}
        </button>
        <button type="button" className="btn-gold" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
