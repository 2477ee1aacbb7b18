import type { FastifyBaseLogger } from 'fastify';
import type { TProviderBetBody, TProviderRollbackBody, TProviderWinBody } from '@haneul/contract';
import type { Clock } from '@haneul/server-kit';
import type { GamesDb } from '../../db/client.ts';
import { rollingStakeOf } from '../games/rolling-stake.ts';
import type { WalletClient } from '../../wallet/wallet-client.ts';
import { markRefunded, markSettled } from './round-states.queries.ts';
import type { Round } from './rounds.queries.ts';

/**
 * A round's wallet calls. Transaction ids derive from the round id, so every retry of a call (by
 * the request, by recovery, by another server) is the same transaction to the wallet, which
 * answers a replay with its first answer and moves the money once.
 */
const tokenOf = (round: Round): string => {
  if (round.walletToken === null) throw new Error(`round ${round.id} is final: no wallet call is due`);
  return round.walletToken;
};

export const betBody = (round: Round): TProviderBetBody => ({
  token: tokenOf(round),
  transactionId: `${round.id}:bet`,
  roundId: round.id,
  gameCode: round.gameCode,
  amount: round.stake,
});

const winBody = (round: Round): TProviderWinBody => {
  const rollingStake = rollingStakeOf(round.outcome, round.stake);
  return {
    token: tokenOf(round),
    transactionId: `${round.id}:win`,
    roundId: round.id,
    gameCode: round.gameCode,
    amount: round.payout,
    roundEnded: true,
    ...(rollingStake === undefined ? {} : { rollingStake }),
  };
};

/**
 * A blackjack decision's extra stake (a double, a split, insurance): bet `${roundId}:bet:<n>`, n
 * the round's `extraBets` as claimed for it, so each decision's bet is its own transaction and a
 * retry of it the same one. The round's stakes are all its bets: the wallet adds them up for the
 * win's bound, as the reconciliation does.
 */
export const extraBetBody = (round: Round, amount: number): TProviderBetBody => ({
  token: tokenOf(round),
  transactionId: `${round.id}:bet:${round.extraBets}`,
  roundId: round.id,
  gameCode: round.gameCode,
  amount,
});

/** The rollback of extra bet n (`${roundId}:rollback:<n>`): refunds it if it landed, bars it if not yet. */
export const extraBetRollbackBody = (round: Round): TProviderRollbackBody => ({
  token: tokenOf(round),
  transactionId: `${round.id}:rollback:${round.extraBets}`,
  referenceTransactionId: `${round.id}:bet:${round.extraBets}`,
  roundId: round.id,
});

const rollbackBody = (round: Round): TProviderRollbackBody => ({
  token: tokenOf(round),
  transactionId: `${round.id}:rollback`,
  referenceTransactionId: `${round.id}:bet`,
  roundId: round.id,
});

export interface FinishRoundOptions {
  db: GamesDb;
  wallet: WalletClient;
  round: Round;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * Pays a `debited` round (its payout, 0 included, ending the round) and marks it settled. Answers
 * the member's balance after the win, or null when the wallet refused it (logged: the round stays
 * debited and recovery tries again). A wallet that cannot be reached throws WalletUnavailableError.
 */
export async function payDebitedRound({
  db,
  wallet,
  round,
  now,
  log,
}: FinishRoundOptions): Promise<number | null> {
  const answer = await wallet.win(winBody(round));
  if (answer.status !== 'OK') {
    log.error({ roundId: round.id, answer }, 'wallet refused the win of a debited round');
    return null;
  }
  // No row means someone else settled it first, after the same OK: the round is settled either way.
  await markSettled(db, {
    roundId: round.id,
    winReference: answer.transactionId ?? null,
    balanceAfter: answer.balance,
    now: now(),
  });
  return answer.balance;
}

/**
 * Refunds an `open` round: rolls its bet back whether or not the bet ever landed (the wallet
 * records the rollback of a bet it never saw, so that bet can no longer land) and marks it refunded.
 * True when done; false when the wallet refused (logged, left for the next pass).
 */
export async function refundOpenRound({ db, wallet, round, now, log }: FinishRoundOptions): Promise<boolean> {
  const answer = await wallet.rollback(rollbackBody(round));
  if (answer.status !== 'OK') {
    log.error({ roundId: round.id, answer }, 'wallet refused the rollback of an open round');
    return false;
  }
  await markRefunded(db, { roundId: round.id, rollbackReference: answer.transactionId ?? null, now: now() });
  return true;
}
