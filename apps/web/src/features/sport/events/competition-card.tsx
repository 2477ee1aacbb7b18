'use client';

import type { TSportEvent } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { hasDraws } from '../market/market-names';
import { useSportWords } from '../market/use-sport-words';
import { EventRow } from './event-row';
import { SportIcon } from './sport-icon';

/** The column labels over a competition's prices, as wide as the columns they name. */
function ColumnLabels({ sport }: { sport: string }) {
  const t = useTranslations('sport.markets');
  const draws = hasDraws(sport);
  return (
    <div
      aria-hidden="true"
      className="ml-auto hidden items-center gap-2 text-[11px] text-slate-400 @2xl:flex"
    >
      <span className={`text-center ${draws ? 'w-[11.25rem]' : 'w-[8rem]'}`}>
        {t(draws ? '1x2' : 'winner')}
      </span>
      <span className="w-[8rem] text-center">{t('asian_handicap')}</span>
      <span className="w-[8rem] text-center">{t('over_under')}</span>
      <span className="w-8" />
    </div>
  );
}

/** One competition's events in a card: its name over their rows. */
export function CompetitionCard({
  events,
  heading: Heading = 'h3',
}: {
  events: readonly TSportEvent[];
  heading?: 'h3' | 'h4';
}) {
  const words = useSportWords();
  const first = events[0];
  if (!first) return null;
  return (
    <section data-competition={first.competition.code} className="card @container overflow-hidden">
      <div className="flex items-center gap-2 border-b border-white/5 bg-navy-800/50 px-3 py-2">
        <SportIcon sport={first.sport} />
        <Heading className="truncate text-sm font-semibold text-gold-200">
          {words.name(first.competition.name)}
        </Heading>
        <ColumnLabels sport={first.sport} />
      </div>
      <ul className="divide-y divide-white/5">
        {events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}
