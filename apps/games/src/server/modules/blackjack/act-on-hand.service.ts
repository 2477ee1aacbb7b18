import type { FastifyBaseLogger } from 'fastify';
import { applyAction, extraStakeOf, legalActions } from '@haneul/game-math';
import { AppError, invalidFields, notFound, type Clock } from '@haneul/server-kit';
import type { TBlackjackAction, TBlackjackActAnswer } from '../../../protocol/round-api.ts';
import type { GamesDb } from '../../db/client.ts';
import type { EXTRA_STAKE_ACTIONS } from '../../db/schema.ts';
import { busy, invalidToken, walletUnavailable } from '../../lib/games-errors.ts';
import type { WalletClient } from '../../wallet/wallet-client.ts';
import { awaitsPlayer } from '../games/draw-outcome.ts';
import { isBetRefusal } from '../rounds/bet-refusals.ts';
import { toRoundView } from '../rounds/round-view.ts';
import { extraBetBody, payDebitedRound } from '../rounds/round-wallet.ts';
import { findRound, type Round, type RoundWithPair } from '../rounds/rounds.queries.ts';
import type { PlayerSession } from '../session/session-auth.ts';
import { handOutcome } from './hand-outcome.ts';
import { claimExtraBet, dropPendingBet, recordDecision } from './hand-states.queries.ts';
import { rollbackPendingBet } from './pending-bet.ts';
import { replayHand } from './replay-hand.ts';

export interface ActOnHandOptions {
  db: GamesDb;
  wallet: WalletClient;
  clock: Clock;
  leaseMs: number;
  handIdleMs: number;
  log: FastifyBaseLogger;
  session: PlayerSession;
  roundId: string;
  action: TBlackjackAction;
}

/**
 * POST /api/blackjack/act: one decision on the player's hand in play. The hand is replayed from its
 * seeds and decisions and the action must be one the engine allows now. A decision that stakes
 * more (double, split, insurance: `extraStakeOf`) first claims the hand's next extra bet and bets
 * it (`${roundId}:bet:<n>`); a refusal leaves the hand as it was and answers the refusal. The
 * decision is then written against the version it was decided on (of two at once, one is written,
 * the other answers busy), and when it ends the hand the payout is paid (`${roundId}:win`) and the
 * round settled. A pending extra bet a lost answer left behind is rolled back first.
 */
export async function actOnHand(options: ActOnHandOptions): Promise<TBlackjackActAnswer> {
  const { db, wallet, clock, leaseMs, handIdleMs, log, action } = options;
  const found = await handOf(options);
  let round = await clearPendingBet(options, found.round);
  const hand = replayHand({ round, pair: found.pair });
  const legal = legalActions(hand);
  if (!legal.includes(action)) {
    throw invalidFields({ field: 'action', reason: `not allowed now (allowed: ${legal.join(', ')})` });
  }
  const view = (shown: Round) => toRoundView({ round: shown, pair: found.pair }, { owner: true });

  const extra = extraStakeOf(hand, action);
  let balance: number | null = null;
  if (extra > 0) {
    // The engine asks more only for a double, a split or insurance.
    const extraAction = action as (typeof EXTRA_STAKE_ACTIONS)[number];
    const now = clock();
    const leaseUntil = new Date(now.getTime() + handIdleMs);
    const claimed = await claimExtraBet(db, { round, action: extraAction, leaseUntil, now });
    if (!claimed) throw busy();
    round = claimed;
    const bet = await wallet.bet(extraBetBody(round, extra));
    if (isBetRefusal(bet.status) || bet.status === 'INVALID_TOKEN') {
      // Nothing moved: the hand goes on as it was (an expired session plays no more of it).
      const dropped = await dropPendingBet(db, { round, now: clock() });
      if (bet.status === 'INVALID_TOKEN') throw invalidToken();
      return { status: bet.status, balance: bet.balance, round: view(dropped ?? round) };
    }
    if (bet.status !== 'OK') {
      // TRANSACTION_ROLLED_BACK: another writer rolled this bet back already. Anything else is a
      // protocol fault; either way the bet stays pending and is rolled back before the next decision.
      log.error({ roundId: round.id, answer: bet }, 'wallet answered an extra bet unexpectedly');
      throw bet.status === 'TRANSACTION_ROLLED_BACK' ? walletUnavailable() : new AppError('error', 500);
    }
    balance = bet.balance;
  }

  const drawn = handOutcome(applyAction(hand, action));
  const over = !awaitsPlayer(drawn.outcome);
  const now = clock();
  const recorded = await recordDecision(db, {
    round,
    drawn,
    leaseUntil: new Date(now.getTime() + (over ? leaseMs : handIdleMs)),
    now,
  });
  // The hand moved under this decision (recovery claimed it, or another writer rolled this
  // decision's extra bet back): nothing of it is kept.
  if (!recorded) throw busy();
  if (!over) return { status: 'OK', balance, round: view(recorded) };

  const paid = await payDebitedRound({ db, wallet, round: recorded, now: clock, log });
  if (paid === null) throw new AppError('error', 500);
  const settled = { ...recorded, state: 'settled' as const, walletToken: null, balanceAfter: paid };
  return { status: 'OK', balance: paid, round: view(settled) };
}

/**
 * The player's blackjack hand in play under this id. Another player's round, another game's, or
 * none is not_found alike (an id tells nobody anything); a hand still being dealt, or waiting on
 * the wallet for a decision, is busy; a hand that is over takes no decision.
 */
async function handOf({ db, session, roundId }: ActOnHandOptions): Promise<RoundWithPair> {
  const found = await findRound(db, roundId);
  const mine = (round: Round) =>
    round.playerId === session.playerId &&
    round.gameCode === session.gameCode &&
    round.outcome.kind === 'blackjack';
  if (!found || !mine(found.round)) throw notFound();
  const { round } = found;
  if (round.state === 'open') throw busy();
  if (round.state !== 'debited' || !awaitsPlayer(round.outcome)) {
    throw invalidFields({ field: 'roundId', reason: 'the hand is over' });
  }
  return found;
}

/**
 * A pending extra bet is the decision of a request still waiting on the wallet (busy) until that
 * request's lease is over; then it is rolled back, and the hand goes on without it.
 */
async function clearPendingBet(options: ActOnHandOptions, round: Round): Promise<Round> {
  if (round.pendingAction === null) return round;
  const { db, wallet, clock, leaseMs, log } = options;
  if (round.updatedAt.getTime() + leaseMs > clock().getTime()) throw busy();
  const cleared = await rollbackPendingBet({ db, wallet, round, now: clock, log });
  if (!cleared) throw busy();
  return cleared;
}
