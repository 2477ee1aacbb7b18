import { and, eq } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.ts';
import { rounds, type EXTRA_STAKE_ACTIONS } from '../../db/schema.ts';
import type { DrawnRound } from '../games/draw-outcome.ts';
import type { Round } from '../rounds/rounds.queries.ts';

/**
 * Every change of a blackjack hand in play is one UPDATE guarded by the version it was decided on
 * (`where state = 'debited' and version = <read>`) and moves the version on: of two decisions read
 * from the same hand, or a decision and recovery's claim, only the first is written, and the other
 * sees no row and knows it. So what is written may be computed from the row as it was read.
 */
async function moveHand(
  db: GamesDb,
  { round, set }: { round: Pick<Round, 'id' | 'version'>; set: Partial<Round> },
): Promise<Round | undefined> {
  const [row] = await db
    .update(rounds)
    .set({ ...set, version: round.version + 1 })
    .where(and(eq(rounds.id, round.id), eq(rounds.state, 'debited'), eq(rounds.version, round.version)))
    .returning();
  return row;
}

/**
 * Claims the next extra bet id for a decision that stakes more, before the bet is sent: a lost
 * answer then leaves a pending bet that the next writer rolls back. Renews the player's hold.
 */
export function claimExtraBet(
  db: GamesDb,
  {
    round,
    action,
    leaseUntil,
    now,
  }: {
    round: Pick<Round, 'id' | 'version' | 'extraBets'>;
    action: (typeof EXTRA_STAKE_ACTIONS)[number];
    leaseUntil: Date;
    now: Date;
  },
): Promise<Round | undefined> {
  return moveHand(db, {
    round,
    set: { extraBets: round.extraBets + 1, pendingAction: action, leaseUntil, updatedAt: now },
  });
}

/** The pending extra bet was refused or rolled back: the hand goes on as it was. */
export function dropPendingBet(
  db: GamesDb,
  { round, now }: { round: Pick<Round, 'id' | 'version'>; now: Date },
): Promise<Round | undefined> {
  return moveHand(db, { round, set: { pendingAction: null, updatedAt: now } });
}

/**
 * A decision applied: the hand's new outcome, stakes and payout. `leaseUntil`: the player's hold
 * renewed while the hand goes on, or the short lease of the payout once it is over.
 */
export function recordDecision(
  db: GamesDb,
  {
    round,
    drawn,
    leaseUntil,
    now,
  }: { round: Pick<Round, 'id' | 'version'>; drawn: DrawnRound; leaseUntil: Date; now: Date },
): Promise<Round | undefined> {
  return moveHand(db, {
    round,
    set: { ...drawn, pendingAction: null, leaseUntil, updatedAt: now },
  });
}
