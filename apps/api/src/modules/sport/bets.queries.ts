import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  sportBetLegs,
  sportBets,
  sportCompetitions,
  sportEvents,
  sportMarkets,
  sportSelections,
  sportSettings,
  type Db,
} from '@haneul/db';

export type BetRow = typeof sportBets.$inferSelect;
export type LegRow = typeof sportBetLegs.$inferSelect;

/**
 * A new bet, `waiting` until it is decided (at once before the match, after its delay in play).
 * Undefined when the member already placed one under this request id: the caller answers that one.
 */
export async function insertBet(
  tx: Db,
  bet: Pick<
    BetRow,
    'memberId' | 'requestId' | 'stake' | 'potentialPayout' | 'oddsPolicy' | 'decideAt' | 'placedAt'
  >,
): Promise<BetRow | undefined> {
  const [row] = await tx
    .insert(sportBets)
    .values({ ...bet, state: 'waiting' })
    .onConflictDoNothing({ target: [sportBets.memberId, sportBets.requestId] })
    .returning();
  return row;
}

export async function insertLegs(tx: Db, legs: (typeof sportBetLegs.$inferInsert)[]): Promise<LegRow[]> {
  return tx.insert(sportBetLegs).values(legs).returning();
}

export async function findBetByRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.memberId, memberId), eq(sportBets.requestId, requestId)));
  return row;
}

/** A waiting bet, locked for its decision; undefined once another decider has taken it. */
export async function lockWaitingBet(tx: Db, betId: number): Promise<BetRow | undefined> {
  const [row] = await tx
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.id, betId), eq(sportBets.state, 'waiting')))
    .for('update', { skipLocked: true });
  return row;
}

export async function legsOf(db: Db, betIds: readonly number[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(sportBetLegs)
    .where(inArray(sportBetLegs.betId, [...betIds]))
    .orderBy(asc(sportBetLegs.id));
}

/**
 * What a slip's selections stand on now, locked FOR SHARE until the transaction ends: a market
 * cannot be suspended, nor a price moved, between the checks and the stake being taken.
 */
export async function lockSlip(tx: Db, selectionIds: readonly number[]) {
  return tx
    .select({
      selectionId: sportSelections.id,
      key: sportSelections.key,
      price: sportSelections.price,
      marketId: sportMarkets.id,
      marketType: sportMarkets.type,
      line: sportMarkets.line,
      marketState: sportMarkets.state,
      minStake: sportMarkets.minStake,
      maxStake: sportMarkets.maxStake,
      eventId: sportEvents.id,
      eventState: sportEvents.state,
      startsAt: sportEvents.startsAt,
      inPlayDelayMs: sportSettings.inPlayDelayMs,
      sportUsed: sportSettings.used,
    })
    .from(sportSelections)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .innerJoin(sportSettings, eq(sportSettings.code, sportCompetitions.sportCode))
    .where(inArray(sportSelections.id, [...selectionIds]))
    .for('share', { of: [sportSelections, sportMarkets, sportEvents] });
}
export type SlipRow = Awaited<ReturnType<typeof lockSlip>>[number];

/** The bet accepted: its legs' prices, its potential payout, the stake's entry. */
export async function markAccepted(
  tx: Db,
  {
    bet,
    prices,
    potentialPayout,
    stakeEntryId,
    now,
  }: {
    bet: BetRow;
    prices: ReadonlyMap<number, number>;
    potentialPayout: number;
    stakeEntryId: number;
    now: Date;
  },
): Promise<void> {
  for (const [legId, price] of prices) {
    await tx.update(sportBetLegs).set({ price }).where(eq(sportBetLegs.id, legId));
  }
  await tx
    .update(sportBets)
    .set({ state: 'open', potentialPayout, stakeEntryId, acceptedAt: now })
    .where(eq(sportBets.id, bet.id));
}

/** The bet refused, with what its answer said (kept for a replay of the same request). */
export async function markRefused(
  tx: Db,
  { betId, refusal, detail }: { betId: number; refusal: string; detail: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(sportBets)
    .set({ state: 'refused', refusal, refusalDetail: detail })
    .where(eq(sportBets.id, betId));
}

/**
 * The member's bets, newest first: `open` lists those waiting or accepted, `settled` those settled
 * and those refused after waiting their delay (a slip refused at once was never a bet the member
 * had to follow).
 */
export async function listMemberBets(
  db: Db,
  {
    memberId,
    state,
    page,
    pageSize,
  }: { memberId: number; state: 'open' | 'settled'; page: number; pageSize: number },
): Promise<{ rows: BetRow[]; total: number }> {
  const where = and(
    eq(sportBets.memberId, memberId),
    state === 'open'
      ? inArray(sportBets.state, ['waiting', 'open'])
      : or(
          eq(sportBets.state, 'settled'),
          and(eq(sportBets.state, 'refused'), isNotNull(sportBets.decideAt)),
        ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sportBets)
      .where(where)
      .orderBy(desc(sportBets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(sportBets).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The events of these legs as a bet list shows them. */
export async function legEvents(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: sportEvents.id,
      sport: sportCompetitions.sportCode,
      homeKo: sportEvents.homeKo,
      homeEn: sportEvents.homeEn,
      awayKo: sportEvents.awayKo,
      awayEn: sportEvents.awayEn,
      startsAt: sportEvents.startsAt,
      settledHome: sql<
        number | null
      >`(select r.home from sport_results r where r.event_id = ${sportEvents.id} and r.state = 'approved' order by r.id desc limit 1)`,
      settledAway: sql<
        number | null
      >`(select r.away from sport_results r where r.event_id = ${sportEvents.id} and r.state = 'approved' order by r.id desc limit 1)`,
    })
    .from(sportEvents)
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .where(inArray(sportEvents.id, [...eventIds]));
}
