import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  members,
  sportBetLegs,
  sportBets,
  sportCompetitions,
  sportEvents,
  sportExposure,
  sportMarkets,
  sportSelections,
  type Db,
} from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';
import { teamColumns } from './events.queries.ts';

export type BetState = (typeof sportBets.$inferSelect)['state'];

export interface BetFilters {
  eventId?: number | undefined;
  memberId?: number | undefined;
  state?: BetState | undefined;
}

export async function pageBets(
  db: Db,
  filters: BetFilters,
  list: ListParams<'id' | 'stake' | 'potentialPayout'>,
) {
  const where: SQL | undefined = and(
    filters.memberId === undefined ? undefined : eq(sportBets.memberId, filters.memberId),
    filters.state === undefined ? undefined : eq(sportBets.state, filters.state),
    // `sport_bets` named in full: the count below reads one table, where drizzle leaves `id` bare.
    filters.eventId === undefined
      ? undefined
      : sql`exists (select 1 from sport_bet_legs l where l.bet_id = sport_bets.id and l.event_id = ${filters.eventId})`,
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: sportBets.id,
      memberId: sportBets.memberId,
      userId: members.userId,
      nick: members.nick,
      state: sportBets.state,
      stake: sportBets.stake,
      potentialPayout: sportBets.potentialPayout,
      payout: sportBets.payout,
      refusal: sportBets.refusal,
      settlements: sportBets.settlements,
      placedAt: sportBets.placedAt,
      acceptedAt: sportBets.acceptedAt,
      settledAt: sportBets.settledAt,
    })
    .from(sportBets)
    .innerJoin(members, eq(members.id, sportBets.memberId))
    .where(where)
    .orderBy(
      ...orderFor(
        { id: sportBets.id, stake: sportBets.stake, potentialPayout: sportBets.potentialPayout },
        list,
        sportBets.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(sportBets).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The legs of these bets with their events' teams, in the order they were placed. */
export function legsWithEvents(db: Db, betIds: readonly number[]) {
  return db
    .select({
      betId: sportBetLegs.betId,
      selectionId: sportBetLegs.selectionId,
      eventId: sportBetLegs.eventId,
      ...teamColumns,
      marketType: sportBetLegs.marketType,
      line: sportBetLegs.line,
      key: sportBetLegs.selectionKey,
      submittedPrice: sportBetLegs.submittedPrice,
      price: sportBetLegs.price,
      outcome: sportBetLegs.outcome,
    })
    .from(sportBetLegs)
    .innerJoin(sportEvents, eq(sportEvents.id, sportBetLegs.eventId))
    .where(inArray(sportBetLegs.betId, betIds.length === 0 ? [0] : [...betIds]))
    .orderBy(asc(sportBetLegs.id));
}

/** Events the house stands to lose on now (event-scope exposure above zero), with their open bets. */
export async function pageLiability(
  db: Db,
  filters: { sport?: string | undefined; eventId?: number | undefined },
  list: ListParams<'liability' | 'startsAt'>,
) {
  const where = and(
    eq(sportExposure.scope, 'event'),
    gt(sportExposure.liability, 0),
    filters.sport === undefined ? undefined : eq(sportCompetitions.sportCode, filters.sport),
    filters.eventId === undefined ? undefined : eq(sportEvents.id, filters.eventId),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: sportEvents.id,
      sport: sportCompetitions.sportCode,
      competitionKo: sportCompetitions.nameKo,
      competitionEn: sportCompetitions.nameEn,
      ...teamColumns,
      startsAt: sportEvents.startsAt,
      state: sportEvents.state,
      liability: sportExposure.liability,
      openBets:
        sql<number>`(select count(distinct l.bet_id) from sport_bet_legs l join sport_bets b on b.id = l.bet_id where l.event_id = sport_events.id and b.state = 'open')`.mapWith(
          Number,
        ),
    })
    .from(sportExposure)
    .innerJoin(sportEvents, eq(sportEvents.id, sportExposure.scopeId))
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .where(where)
    .orderBy(
      ...orderFor(
        { liability: sportExposure.liability, startsAt: sportEvents.startsAt },
        list,
        sportEvents.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(sportExposure)
    .innerJoin(sportEvents, eq(sportEvents.id, sportExposure.scopeId))
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The selections of these events that carry liability, the largest first. */
export function selectionLiability(db: Db, eventIds: readonly number[]) {
  return db
    .select({
      eventId: sportMarkets.eventId,
      id: sportSelections.id,
      marketId: sportMarkets.id,
      marketType: sportMarkets.type,
      line: sportMarkets.line,
      key: sportSelections.key,
      price: sportSelections.price,
      liability: sportExposure.liability,
    })
    .from(sportExposure)
    .innerJoin(sportSelections, eq(sportSelections.id, sportExposure.scopeId))
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
    .where(
      and(
        eq(sportExposure.scope, 'selection'),
        gt(sportExposure.liability, 0),
        inArray(sportMarkets.eventId, eventIds.length === 0 ? [0] : [...eventIds]),
      ),
    )
    .orderBy(desc(sportExposure.liability), asc(sportSelections.id));
}
