'use client';

import type { TSportEvent } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { CompetitionCard } from './competition-card';
import { EventsNote } from './events-note';
import { competitionsOf } from './group-events';

/** The matches in play, first on the page, their scores and prices refreshing every few seconds. */
export function InPlaySection({ events, failed }: { events: readonly TSportEvent[]; failed: boolean }) {
  const t = useTranslations('sport');
  return (
    <section aria-labelledby="in-play-heading" data-section="in-play" className="flex flex-col gap-3">
      <h2 id="in-play-heading" className="flex items-center gap-2 text-lg font-bold text-slate-50">
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-400 opacity-75" />
          <span className="relative inline-flex size-2.5 rounded-full bg-rose-500" />
        </span>
        {t('inPlay.heading')}
        <span className="rounded-full bg-rose-500/15 px-2 py-0.5 text-xs font-semibold tabular-nums text-rose-300">
          {events.length}
        </span>
      </h2>
      {events.length === 0 ? (
        <EventsNote failed={failed} unavailable={t('list.unavailable')} empty={t('inPlay.empty')} />
      ) : (
        competitionsOf(events).map((competition) => (
          <CompetitionCard
            key={competition.code}
            events={events.filter((event) => event.competition.code === competition.code)}
          />
        ))
      )}
    </section>
  );
}
