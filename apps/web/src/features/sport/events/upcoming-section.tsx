'use client';

import type { TSportEvent } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CompetitionCard } from './competition-card';
import { EventsNote } from './events-note';
import { groupByDay } from './group-events';
import { dayName } from './kickoff';

/** Events a page of the list shows at first, and adds each time the member asks for more. */
const PAGE = 30;

/**
 * The events still to start, by match day and competition, the soonest first. `now` is the time
 * the page was rendered, so the server and the browser name the same day "today".
 */
export function UpcomingSection({
  events,
  failed,
  now,
}: {
  events: readonly TSportEvent[];
  failed: boolean;
  now: number;
}) {
  const t = useTranslations('sport');
  const locale = useLocale();
  const [shown, setShown] = useState(PAGE);
  const days = groupByDay(events.slice(0, shown));

  return (
    <section aria-labelledby="upcoming-heading" data-section="upcoming" className="flex flex-col gap-4">
      <h2 id="upcoming-heading" className="text-lg font-bold text-slate-50">
        {t('upcoming.heading')}
      </h2>
      {events.length === 0 ? (
        <EventsNote failed={failed} unavailable={t('list.unavailable')} empty={t('upcoming.empty')} />
      ) : (
        days.map((day) => (
          <div key={day.day} className="flex flex-col gap-3" data-day={day.day}>
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-300">
              <span
                aria-hidden="true"
                className="h-3.5 w-1 rounded-full bg-gradient-to-b from-gold-300 to-gold-600"
              />
              {dayName(day.day, now, locale, {
                today: t('upcoming.today'),
                tomorrow: t('upcoming.tomorrow'),
              })}
            </h3>
            {day.competitions.map((competition) => (
              <CompetitionCard key={competition.code} events={competition.events} heading="h4" />
            ))}
          </div>
        ))
      )}
      {events.length > shown ? (
        <button type="button" onClick={() => setShown(shown + PAGE)} className="btn-ghost self-center">
          {t('upcoming.more')}
        </button>
      ) : null}
    </section>
  );
}
