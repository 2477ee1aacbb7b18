import { applyAction } from '@haneul/game-math';
import type { FinishRoundOptions } from '../rounds/round-wallet.ts';
import { findRound, type Round } from '../rounds/rounds.queries.ts';
import { handOutcome } from './hand-outcome.ts';
import { recordDecision } from './hand-states.queries.ts';
import { rollbackPendingBet } from './pending-bet.ts';
import { replayHand } from './replay-hand.ts';

/**
 * A hand nobody decided on for the idle time, claimed by recovery: ended as a player walking away
 * from the table would end it. A pending extra bet is rolled back, insurance is declined and every
 * hand left stands; the dealer then plays and the hand is written with its payout (against the
 * version recovery's claim made, so a decision landing at that very moment wins instead). Answers
 * the round, still `debited`, for recovery to pay; undefined when it was left (the wallet refused
 * the rollback, or the player moved first).
 */
export async function standAbandonedHand(options: FinishRoundOptions): Promise<Round | undefined> {
  const { db, now } = options;
  const round = options.round.pendingAction === null ? options.round : await rollbackPendingBet(options);
  const found = round && (await findRound(db, round.id));
  if (!round || !found) return undefined;
  let hand = replayHand({ round, pair: found.pair });
  while (hand.phase !== 'settled') {
    hand = applyAction(hand, hand.phase === 'insurance' ? 'noInsurance' : 'stand');
  }
  return recordDecision(db, { round, drawn: handOutcome(hand), leaseUntil: round.leaseUntil, now: now() });
}
