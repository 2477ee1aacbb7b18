import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@haneul/server-kit';
import type { GamesDb } from '../../db/client.ts';
import { WalletUnavailableError, type WalletClient } from '../../wallet/wallet-client.ts';
import { standAbandonedHand } from '../blackjack/abandoned-hand.ts';
import { awaitsPlayer } from '../games/draw-outcome.ts';
import { payDebitedRound, refundOpenRound } from './round-wallet.ts';
import { claimRoundForRecovery, listRecoverableRounds } from './rounds.queries.ts';

export interface RecoverRoundsOptions {
  db: GamesDb;
  wallet: WalletClient;
  clock: Clock;
  leaseMs: number;
  log: FastifyBaseLogger;
  /** Rounds looked at per pass; the rest wait for the next one. */
  batchSize?: number;
}

export interface RecoveryReport {
  refunded: number;
  settled: number;
  /** Claimed but not finished (wallet refused or unreachable): tried again after the lease. */
  left: number;
}

/**
 * One recovery pass over rounds whose opening request is gone (its lease ran out: the window
 * closed, the network dropped, the server died): an `open` round is refunded — its bet rolled back
 * whether or not it ever landed — and a `debited` round is paid its win again (the wallet answers a
 * replay without paying twice). A blackjack hand still waiting for the player is `debited` too, but
 * its lease is the player's hold, renewed by every decision: once that runs out (the idle time) the
 * hand is stood (blackjack/abandoned-hand) and then paid like any other. Each round is claimed
 * first, so no two passes work on it at once. The pass stops at the first unreachable wallet: the
 * next pass tries again.
 */
export async function recoverRounds({
  db,
  wallet,
  clock,
  leaseMs,
  log,
  batchSize = 100,
}: RecoverRoundsOptions): Promise<RecoveryReport> {
  const report: RecoveryReport = { refunded: 0, settled: 0, left: 0 };
  const candidates = await listRecoverableRounds(db, { now: clock(), limit: batchSize });
  for (const candidate of candidates) {
    const round = await claimRoundForRecovery(db, {
      roundId: candidate.id,
      state: candidate.state === 'open' ? 'open' : 'debited',
      now: clock(),
      leaseMs,
    });
    if (!round) continue;
    const finish = { db, wallet, round, now: clock, log };
    try {
      if (round.state === 'open') {
        if (await refundOpenRound(finish)) report.refunded += 1;
        else report.left += 1;
      } else {
        const payable = awaitsPlayer(round.outcome) ? await standAbandonedHand(finish) : round;
        if (payable && (await payDebitedRound({ ...finish, round: payable })) !== null) report.settled += 1;
        else report.left += 1;
      }
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      log.warn({ roundId: round.id, reason: error.reason }, 'wallet unavailable: recovery waits');
      report.left += 1;
      break;
    }
  }
  if (report.refunded + report.settled + report.left > 0) log.info(report, 'recovery pass');
  return report;
}
