import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.ts';
import { rounds, seedPairs } from '../../db/schema.ts';

export type Round = typeof rounds.$inferSelect;
export type NewRound = typeof rounds.$inferInsert;
export type SeedPairPart = Pick<
  typeof seedPairs.$inferSelect,
  'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'revealedAt'
>;
/** A round with the seed pair it was drawn from: what a view of it needs. */
export interface RoundWithPair {
  round: Round;
  pair: SeedPairPart;
}

const pairColumns = {
  serverSeed: seedPairs.serverSeed,
  serverSeedHash: seedPairs.serverSeedHash,
  clientSeed: seedPairs.clientSeed,
  revealedAt: seedPairs.revealedAt,
};

export async function insertRound(tx: GamesDb, round: NewRound): Promise<void> {
  await tx.insert(rounds).values(round);
}

/** Whether the player has a round still `open` or `debited`. */
export async function hasUnfinishedRound(db: GamesDb, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.playerId, playerId), inArray(rounds.state, ['open', 'debited'])))
    .limit(1);
  return row !== undefined;
}

export async function findRound(db: GamesDb, roundId: string): Promise<RoundWithPair | undefined> {
  const [row] = await db
    .select({ round: rounds, pair: pairColumns })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(eq(rounds.id, roundId));
  return row;
}

/** The player's latest rounds of a game whose stake was taken (settled, or debited and being paid). */
export async function recentRounds(
  db: GamesDb,
  { playerId, gameCode, limit }: { playerId: string; gameCode: string; limit: number },
): Promise<RoundWithPair[]> {
  return db
    .select({ round: rounds, pair: pairColumns })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(
      and(
        eq(rounds.playerId, playerId),
        eq(rounds.gameCode, gameCode),
        inArray(rounds.state, ['settled', 'debited']),
      ),
    )
    .orderBy(desc(rounds.createdAt), desc(rounds.nonce))
    .limit(limit);
}

/** Unfinished rounds whose owner's lease ran out, oldest lease first. */
export async function listRecoverableRounds(
  db: GamesDb,
  { now, limit }: { now: Date; limit: number },
): Promise<Pick<Round, 'id' | 'state'>[]> {
  return db
    .select({ id: rounds.id, state: rounds.state })
    .from(rounds)
    .where(and(inArray(rounds.state, ['open', 'debited']), lte(rounds.leaseUntil, now)))
    .orderBy(rounds.leaseUntil)
    .limit(limit);
}

/**
 * Takes a round over for recovery: only while it is still in `state` and its lease ran out, so two
 * recovery passes (or two servers) never work on one round at once. Counting the attempt is also
 * what tells the request that opened an `open` round that it may no longer move it (see play-round),
 * and the new version what tells a blackjack decision read before the claim (see hand-states).
 */
export async function claimRoundForRecovery(
  db: GamesDb,
  {
    roundId,
    state,
    now,
    leaseMs,
  }: { roundId: string; state: 'open' | 'debited'; now: Date; leaseMs: number },
): Promise<Round | undefined> {
  const [row] = await db
    .update(rounds)
    .set({
      leaseUntil: new Date(now.getTime() + leaseMs),
      recoveryAttempts: sql`${rounds.recoveryAttempts} + 1`,
      version: sql`${rounds.version} + 1`,
    })
    .where(and(eq(rounds.id, roundId), eq(rounds.state, state), lte(rounds.leaseUntil, now)))
    .returning();
  return row;
}
