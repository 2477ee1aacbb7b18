import type { FastifyBaseLogger } from 'fastify';
import type { TPlayAnswer } from '../../../protocol/round-api.ts';
import type { GamesDb } from '../../db/client.ts';
import { awaitsPlayer, type TWager } from '../games/draw-outcome.ts';
import type { HostedGame } from '../games/game-registry.ts';
import { AppError, type Clock } from '@haneul/server-kit';
import { invalidToken, walletUnavailable } from '../../lib/games-errors.ts';
import type { WalletClient } from '../../wallet/wallet-client.ts';
import { isBetRefusal } from './bet-refusals.ts';
import { openRound } from './open-round.service.ts';
import { markDebited, markVoid } from './round-states.queries.ts';
import { toRoundView } from './round-view.ts';
import { betBody, payDebitedRound } from './round-wallet.ts';

/**
 * How long the request that opens a round owns it: its two wallet calls, each bounded by the
 * timeout, and two seconds for the database work around them. Recovery waits that long.
 */
export const roundLeaseMs = (walletTimeoutMs: number): number => 2 * walletTimeoutMs + 2_000;

export interface PlayRoundOptions {
  db: GamesDb;
  wallet: WalletClient;
  clock: Clock;
  leaseMs: number;
  /** How long the player holds a round that waits for decisions (a blackjack hand) after each one. */
  handIdleMs: number;
  log: FastifyBaseLogger;
  playerId: string;
  token: string;
  game: HostedGame;
  wager: TWager;
}

/**
 * Plays one round: draw and store it `open`; bet (`${roundId}:bet`) → `debited`; win with the
 * payout (`${roundId}:win`, round ended) → `settled`. A refused bet makes the round `void` and
 * answers the refusal. When the wallet cannot be reached the round is left as it is and the call
 * answers 503: recovery refunds an `open` round and pays a `debited` one, exactly once. A blackjack
 * hand that the deal did not end stops at `debited`, held by the player for `handIdleMs`: its
 * decisions (blackjack/act-on-hand) play it on, and its last one pays it.
 */
export async function playRound({
  db,
  wallet,
  clock,
  leaseMs,
  handIdleMs,
  log,
  playerId,
  token,
  game,
  wager,
}: PlayRoundOptions): Promise<TPlayAnswer> {
  const { round, pair, fairness } = await openRound({
    db,
    playerId,
    token,
    game,
    wager,
    now: clock(),
    leaseMs,
  });

  const bet = await wallet.bet(betBody(round));
  const betReference = bet.transactionId ?? null;
  if (isBetRefusal(bet.status)) {
    await markVoid(db, { roundId: round.id, betReference, now: clock() });
    return { status: bet.status, balance: bet.balance, round: null, fairness };
  }
  if (bet.status === 'INVALID_TOKEN') {
    // Bets need a live session: it expired since the window was opened. Nothing moved.
    await markVoid(db, { roundId: round.id, betReference, now: clock() });
    throw invalidToken();
  }
  if (bet.status !== 'OK') {
    // TRANSACTION_ROLLED_BACK: recovery already refunded the round. Anything else is a protocol
    // fault; either way the round stays open and recovery's rollback makes sure nothing is kept.
    log.error({ roundId: round.id, answer: bet }, 'wallet answered the bet unexpectedly');
    throw bet.status === 'TRANSACTION_ROLLED_BACK' ? walletUnavailable() : new AppError('error', 500);
  }
  // Refused when recovery claimed the round while the bet was on its way: the round is recovery's
  // now, and it rolls the bet back. Paying it here as well would both refund and pay the stake.
  const inPlay = awaitsPlayer(round.outcome);
  const now = clock();
  const debited = await markDebited(db, {
    roundId: round.id,
    betReference,
    balanceBefore: bet.balance + round.stake,
    ...(inPlay ? { leaseUntil: new Date(now.getTime() + handIdleMs) } : {}),
    now,
  });
  if (!debited) throw walletUnavailable();
  if (inPlay) {
    return {
      status: 'OK',
      balance: bet.balance,
      round: toRoundView({ round: debited, pair }, { owner: true }),
      fairness,
    };
  }

  const balance = await payDebitedRound({ db, wallet, round: debited, now: clock, log });
  if (balance === null) throw new AppError('error', 500);
  const settled = { ...debited, state: 'settled' as const, walletToken: null, balanceAfter: balance };
  return { status: 'OK', balance, round: toRoundView({ round: settled, pair }, { owner: true }), fairness };
}
