import type { TSportEvent } from '@haneul/contract';
import { matchDay } from './kickoff';

/** A competition's events of one match day, in kick-off order. */
export interface CompetitionGroup {
  code: string;
  events: TSportEvent[];
}

export interface DayGroup {
  day: string;
  competitions: CompetitionGroup[];
}

/**
 * Upcoming events by match day, then by competition in the order each first kicks off that day
 * (the list comes soonest first, so each group keeps kick-off order).
 */
export function groupByDay(events: readonly TSportEvent[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const event of events) {
    const day = matchDay(event.startsAt);
    let group = days.find((candidate) => candidate.day === day);
    if (!group) {
      group = { day, competitions: [] };
      days.push(group);
    }
    let competition = group.competitions.find((candidate) => candidate.code === event.competition.code);
    if (!competition) {
      competition = { code: event.competition.code, events: [] };
      group.competitions.push(competition);
    }
    competition.events.push(event);
  }
  return days;
}

/** How many events each sport has, and in all. */
export function sportCounts(events: readonly TSportEvent[]): { all: number; bySport: Map<string, number> } {
  const bySport = new Map<string, number>();
  for (const event of events) bySport.set(event.sport, (bySport.get(event.sport) ?? 0) + 1);
  return { all: events.length, bySport };
}

/**
 * The competitions of these events, with their names: Korean ones first, as a Korean member's
 * sportsbook lists them, each part in the order its first event kicks off.
 */
export function competitionsOf(events: readonly TSportEvent[]): TSportEvent['competition'][] {
  const seen = new Map<string, TSportEvent['competition']>();
  for (const event of events)
    if (!seen.has(event.competition.code)) seen.set(event.competition.code, event.competition);
  const all = [...seen.values()];
  return [...all.filter((c) => c.country === 'kr'), ...all.filter((c) => c.country !== 'kr')];
}

export interface EventFilter {
  sport: string | null;
  competition: string | null;
}

export function filterEvents(
  events: readonly TSportEvent[],
  { sport, competition }: EventFilter,
): TSportEvent[] {
  return events.filter(
    (event) =>
      (sport === null || event.sport === sport) &&
      (competition === null || event.competition.code === competition),
  );
}
