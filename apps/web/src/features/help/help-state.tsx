import type { ZHelpState } from '@haneul/contract';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';

type THelpState = z.infer<typeof ZHelpState>;

const tone: Record<THelpState, string> = {
  open: 'border-sky-400/40 text-sky-200',
  answered: 'border-emerald-400/40 text-emerald-200',
  closed: 'border-slate-400/30 text-slate-300',
};

/** A ticket's state as a small pill: open, answered or closed. */
export function HelpStateBadge({ state }: { state: THelpState }) {
  const t = useTranslations('help.states');
  return (
    <span
      data-state={state}
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${tone[state]}`}
    >
      {t(state)}
    </span>
  );
}
