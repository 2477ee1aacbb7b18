import type { FastifyBaseLogger } from 'fastify';
import type { TPlayAnswer } from '../../../protocol/round-api.ts';
import type { GamesDb } from '../../db/client.ts';
import type { TWager } from '../games/draw-outcome.ts';
import type { HostedGame } from '../games/game-registry.ts';
import { AppError, type Clock } from '@haneul/server-kit';
import { invalidToken, walletUnavailable } from '../../lib/games-errors.ts';
import type { WalletClient } from '../../wallet/wallet-client.ts';
import { openRound } from './open-round.service.ts';
import { markDebited, markVoid } from './round-states.queries.ts';
import { toRoundView } from './round-view.ts';
import { betBody, payDebitedRound } from './round-wallet.ts';

/** Bet statuses that refuse the round before anything moved: the window shows them. */
const REFUSALS = ['INSUFFICIENT_FUNDS', 'GAME_DISABLED', 'PLAYER_BLOCKED'] as const;
type TRefusal = (typeof REFUSALS)[number];
const isRefusal = (status: string): status is TRefusal => (REFUSALS as readonly string[]).includes(status);

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
 * answers 503: recovery refunds an `open` round and pays a `debited` one, exactly once.
 */
export async function playRound({
  db,
  wallet,
  clock,
  leaseMs,
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
  if (isRefusal(bet.status)) {
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
  const debited = await markDebited(db, {
    roundId: round.id,
    betReference,
    balanceBefore: bet.balance + round.stake,
    now: clock(),
  });
  if (!debited) throw walletUnavailable();

  const balance = await payDebitedRound({ db, wallet, round: debited, now: clock, log });
  if (balance === null) throw new AppError('error', 500);
  const settled = { ...debited, state: 'settled' as const, walletToken: null, balanceAfter: balance };
  return { status: 'OK', balance, round: toRoundView({ round: settled, pair }, { owner: true }), fairness };
}
