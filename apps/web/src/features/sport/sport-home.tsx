'use client';

import type { TSportEvent, TSportSetting } from '@haneul/contract';
import { useState } from 'react';
import { CompetitionFilter } from './events/competition-filter';
import { competitionsOf, type EventFilter, filterEvents, sportCounts } from './events/group-events';
import { InPlaySection } from './events/in-play-section';
import { SportsBar } from './events/sports-bar';
import { UpcomingSection } from './events/upcoming-section';
import { type Rendered, useSportEvents } from './sport-queries';

interface SportHomeProps {
  sports: readonly TSportSetting[];
  inPlay: Rendered<TSportEvent[]>;
  upcoming: Rendered<TSportEvent[]>;
  /** The sport and competition of the address (`/sport?sport=soccer`). */
  filter: EventFilter;
}

/** The filter as an address, kept in the bar without a navigation (a shared link opens it). */
function showFilter({ sport, competition }: EventFilter) {
  const url = new URL(window.location.href);
  url.search = '';
  if (sport) url.searchParams.set('sport', sport);
  if (competition) url.searchParams.set('competition', competition);
  window.history.replaceState(window.history.state, '', url);
}

/** /sport: the sports bar, the competitions, the matches in play, then those to come. */
export function SportHome({ sports, inPlay, upcoming, filter: initial }: SportHomeProps) {
  const [filter, setFilter] = useState(initial);
  const live = useSportEvents('inPlay', inPlay);
  const later = useSportEvents('upcoming', upcoming);
  const all = [...(live.data ?? []), ...(later.data ?? [])];

  const choose = (next: EventFilter) => {
    setFilter(next);
    showFilter(next);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <SportsBar
          sports={sports}
          counts={sportCounts(all)}
          selected={filter.sport}
          onSelect={(sport) => choose({ sport, competition: null })}
        />
        <CompetitionFilter
          competitions={competitionsOf(filterEvents(all, { sport: filter.sport, competition: null }))}
          selected={filter.competition}
          onSelect={(competition) => choose({ ...filter, competition })}
        />
      </div>
      <InPlaySection events={filterEvents(live.data ?? [], filter)} failed={live.isError} />
      <UpcomingSection
        key={`${filter.sport}|${filter.competition}`}
        events={filterEvents(later.data ?? [], filter)}
        failed={later.isError}
        now={upcoming.at}
      />
    </div>
  );
}
