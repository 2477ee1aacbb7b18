'use client';

import { useTranslations } from 'next-intl';

const LABELS: Record<string, 'pending' | 'completed' | 'cancelled'> = {
  wait: 'pending',
  reg: 'pending',
  already: 'completed',
  cansel: 'cancelled',
};

const TONES = {
  pending: 'border-amber-400/40 bg-amber-400/10 text-amber-200',
  completed: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
  cancelled: 'border-slate-400/30 bg-slate-400/10 text-slate-300',
} as const;

/** A request's wire status as a label: wait/reg pending, already completed, cansel cancelled, others as is. */
export function StatusLabel({ status }: { status: string }) {
  const t = useTranslations('wallet.status');
  const label = LABELS[status];
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium ${
        label ? TONES[label] : 'border-white/15 text-slate-300'
      }`}
    >
      {label ? t(label) : status}
    </span>
  );
}
