import { and, eq, type SQL } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.ts';
import { rounds } from '../../db/schema.ts';
import type { Round } from './rounds.queries.ts';

/**
 * Every change of a round's state is one guarded UPDATE (`where state = <from>`): whoever moves a
 * round first wins, and everyone else sees no row and knows it. That is what settles a round
 * exactly once when a request and recovery (or two servers) reach it together.
 */
async function moveRound(
  db: GamesDb,
  { roundId, from, set, guard }: { roundId: string; from: Round['state']; set: Partial<Round>; guard?: SQL },
): Promise<Round | undefined> {
  const [row] = await db
    .update(rounds)
    .set(set)
    .where(and(eq(rounds.id, roundId), eq(rounds.state, from), guard))
    .returning();
  return row;
}

/** Recovery has not touched the round: the opening request still owns an `open` round. */
const ownerStillHolds = eq(rounds.recoveryAttempts, 0);

/**
 * open → debited once the wallet took the bet; refused when recovery already claimed the round.
 * `leaseUntil`, for a round that now waits for the player: how long the player holds it.
 */
export function markDebited(
  db: GamesDb,
  {
    roundId,
    betReference,
    balanceBefore,
    leaseUntil,
    now,
  }: { roundId: string; betReference: string | null; balanceBefore: number; leaseUntil?: Date; now: Date },
): Promise<Round | undefined> {
  return moveRound(db, {
    roundId,
    from: 'open',
    guard: ownerStillHolds,
    set: {
      state: 'debited',
      betReference,
      balanceBefore,
      updatedAt: now,
      ...(leaseUntil ? { leaseUntil } : {}),
    },
  });
}

/** open → void: the wallet refused the bet, nothing moved. */
export function markVoid(
  db: GamesDb,
  { roundId, betReference, now }: { roundId: string; betReference: string | null; now: Date },
): Promise<Round | undefined> {
  return moveRound(db, {
    roundId,
    from: 'open',
    guard: ownerStillHolds,
    set: { state: 'void', betReference, walletToken: null, updatedAt: now },
  });
}

/** debited → settled once the wallet confirmed the win (0 included). */
export function markSettled(
  db: GamesDb,
  {
    roundId,
    winReference,
    balanceAfter,
    now,
  }: { roundId: string; winReference: string | null; balanceAfter: number; now: Date },
): Promise<Round | undefined> {
  return moveRound(db, {
    roundId,
    from: 'debited',
    set: { state: 'settled', winReference, balanceAfter, walletToken: null, updatedAt: now },
  });
}

/** open → refunded once the wallet confirmed the rollback of the bet (landed or not). */
export function markRefunded(
  db: GamesDb,
  { roundId, rollbackReference, now }: { roundId: string; rollbackReference: string | null; now: Date },
): Promise<Round | undefined> {
  return moveRound(db, {
    roundId,
    from: 'open',
    set: { state: 'refunded', rollbackReference, walletToken: null, updatedAt: now },
  });
}
