'use client';

import type { TMessageKey } from '@haneul/contract';
import { useTranslations } from 'next-intl';

/** A blocking "please wait" (opening a game): no buttons, it closes when the work is done. */
export function BusyOverlay({ messageKey }: { messageKey: TMessageKey }) {
  const alerts = useTranslations('alerts');
  return (
    <div className="animate-fade-in fixed inset-0 z-50 grid place-items-center bg-black/65 p-4 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-label={alerts(messageKey)}
        className="animate-pop-in flex flex-col items-center gap-4 rounded-2xl border border-gold-500/25 bg-navy-900 px-10 py-8 shadow-2xl"
      >
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-gold-500/25 border-t-gold-300"
        />
        <p role="status" className="text-slate-100">
          {alerts(messageKey)}
        </p>
      </div>
    </div>
  );
}
