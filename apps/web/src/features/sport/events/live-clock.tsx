'use client';

import { useTranslations } from 'next-intl';

/** A match in play: a pulsing red dot and the clock as the feed writes it (67', 7▲, Q3, S2). */
export function LiveClock({ clock }: { clock: string }) {
  const t = useTranslations('sport.inPlay');
  return (
    <span className="flex flex-col items-center gap-0.5">
      <span className="flex items-center gap-1 text-[10px] font-bold tracking-wide text-rose-400 uppercase">
        <span aria-hidden="true" className="relative flex size-1.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-400 opacity-75" />
          <span className="relative inline-flex size-1.5 rounded-full bg-rose-500" />
        </span>
        {t('live')}
      </span>
      <span data-clock className="font-semibold text-rose-300 tabular-nums">
        {clock}
      </span>
    </span>
  );
}
