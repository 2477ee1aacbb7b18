import { and, asc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import {
  sportCompetitions,
  sportEvents,
  sportMarkets,
  sportSelections,
  sportSettings,
  type Db,
} from '@haneul/db';

/** An event with what the member site shows of it, before its markets. */
export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];
export type MarketRow = typeof sportMarkets.$inferSelect;
export type SelectionRow = typeof sportSelections.$inferSelect;

/**
 * The markets an event list shows beside each event: the feed puts an event's main markets first
 * (1x2 or the match winner, the main handicap, the main total), so the list reads `sort` below this.
 */
export const MAIN_MARKETS = 3;

/** Events still worth listing: not cancelled, not settled long ago. */
const LISTED_SINCE_MS = 3 * 60 * 60 * 1000;

function selectEvents(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: sportEvents.id,
      sport: sportCompetitions.sportCode,
      competitionCode: sportCompetitions.code,
      competitionKo: sportCompetitions.nameKo,
      competitionEn: sportCompetitions.nameEn,
      country: sportCompetitions.country,
      homeKo: sportEvents.homeKo,
      homeEn: sportEvents.homeEn,
      awayKo: sportEvents.awayKo,
      awayEn: sportEvents.awayEn,
      startsAt: sportEvents.startsAt,
      state: sportEvents.state,
      scoreHome: sportEvents.scoreHome,
      scoreAway: sportEvents.scoreAway,
      clock: sportEvents.clock,
    })
    .from(sportEvents)
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .innerJoin(sportSettings, eq(sportSettings.code, sportCompetitions.sportCode))
    .where(and(eq(sportSettings.used, true), where))
    .orderBy(asc(sportEvents.startsAt), asc(sportEvents.id));
}

/**
 * The events the member site lists: in play, or starting later (the newest finished ones stay a few
 * hours, so a member sees how the match they bet on ended), of sports the operator has switched on.
 */
export function listEvents(
  db: Db,
  filter: { sport?: string; competition?: string; inPlay?: boolean; now: Date },
): Promise<EventRow[]> {
  const since = new Date(filter.now.getTime() - LISTED_SINCE_MS);
  const live = eq(sportEvents.state, 'in_play');
  const upcoming = and(eq(sportEvents.state, 'scheduled'), gt(sportEvents.startsAt, filter.now));
  return selectEvents(
    db,
    and(
      filter.inPlay === true
        ? live
        : filter.inPlay === false
          ? upcoming
          : or(live, upcoming, and(eq(sportEvents.state, 'finished'), gt(sportEvents.updatedAt, since))),
      filter.sport === undefined ? undefined : eq(sportCompetitions.sportCode, filter.sport),
      filter.competition === undefined ? undefined : eq(sportCompetitions.code, filter.competition),
    ),
  );
}

export async function findEvent(db: Db, eventId: number): Promise<EventRow | undefined> {
  const [row] = await selectEvents(db, eq(sportEvents.id, eventId));
  return row;
}

/** The markets of these events (the main ones only when `mainOnly`), each with its selections. */
export async function marketsOf(
  db: Db,
  eventIds: readonly number[],
  { mainOnly }: { mainOnly: boolean },
): Promise<{ market: MarketRow; selections: SelectionRow[] }[]> {
  if (eventIds.length === 0) return [];
  const markets = await db
    .select()
    .from(sportMarkets)
    .where(
      and(
        inArray(sportMarkets.eventId, [...eventIds]),
        mainOnly ? lt(sportMarkets.sort, MAIN_MARKETS) : undefined,
        // A settled market has nothing left to bet on or watch.
        inArray(sportMarkets.state, ['open', 'suspended', 'closed']),
      ),
    )
    .orderBy(asc(sportMarkets.eventId), asc(sportMarkets.sort), asc(sportMarkets.id));
  if (markets.length === 0) return [];
  const selections = await db
    .select()
    .from(sportSelections)
    .where(
      inArray(
        sportSelections.marketId,
        markets.map((market) => market.id),
      ),
    )
    .orderBy(asc(sportSelections.id));
  return markets.map((market) => ({
    market,
    selections: selections.filter((selection) => selection.marketId === market.id),
  }));
}
