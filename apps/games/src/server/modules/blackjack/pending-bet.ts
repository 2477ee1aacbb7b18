import { extraBetRollbackBody, type FinishRoundOptions } from '../rounds/round-wallet.ts';
import type { Round } from '../rounds/rounds.queries.ts';
import { dropPendingBet } from './hand-states.queries.ts';

/**
 * A hand whose last extra bet was sent but never answered (the wallet was away, the server died):
 * nobody knows whether it landed, so it is rolled back (refunded if it did, barred if it had not
 * arrived yet) and the decision it was for is not applied. The player decides again; recovery
 * stands the hand. Answers the hand as it now is, or undefined when it could not be cleared (the
 * wallet refused the rollback: logged; or another writer moved the hand first) and the caller
 * leaves it. A wallet that cannot be reached throws WalletUnavailableError.
 */
export async function rollbackPendingBet({
  db,
  wallet,
  round,
  now,
  log,
}: FinishRoundOptions): Promise<Round | undefined> {
  const answer = await wallet.rollback(extraBetRollbackBody(round));
  if (answer.status !== 'OK') {
    log.error({ roundId: round.id, answer }, 'wallet refused the rollback of a pending extra bet');
    return undefined;
  }
  return dropPendingBet(db, { round, now: now() });
}
