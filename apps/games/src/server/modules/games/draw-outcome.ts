import {
  createFairRandom,
  createShoe,
  playCoup,
  playTableRound,
  settle,
  spin,
  startBlackjack,
  type BaccaratBets,
  type Coup,
  type FairSeeds,
  type Settlement,
  type SpinResult,
  type TableBets,
  type TableDraw,
  type TableSettlement,
} from '@haneul/game-math';
import { handOutcome, type THandOutcome } from '../blackjack/hand-outcome.ts';
import type { HostedGame } from './game-registry.ts';

/** What the player staked: a slot's total bet, stakes per baccarat or table spot, a hand's first stake. */
export type TWager =
  | { kind: 'slot'; bet: number }
  | { kind: 'baccarat'; bets: BaccaratBets }
  | { kind: 'table'; bets: TableBets }
  | { kind: 'blackjack'; stake: number };

/**
 * A round's drawn outcome, stored as JSON with the round and replayed by verification. A blackjack
 * hand's outcome is rewritten with every decision the player takes (hand-outcome.ts).
 */
export type TRoundOutcome =
  | { kind: 'slot'; spin: SpinResult }
  | { kind: 'baccarat'; bets: BaccaratBets; coup: Coup; settlement: Settlement }
  | { kind: TableDraw['kind']; bets: TableBets; draw: TableDraw; settlement: TableSettlement }
  | THandOutcome;

/** A round that waits for the player's decisions: a blackjack hand that is not over yet. */
export function awaitsPlayer(outcome: TRoundOutcome): boolean {
  return outcome.kind === 'blackjack' && outcome.view.phase !== 'settled';
}

export interface DrawnRound {
  outcome: TRoundOutcome;
  stake: number;
  payout: number;
}

/**
 * Draws a round from its seeds alone. Baccarat and dragon tiger shuffle a fresh 8-deck shoe for
 * every round (from that round's stream) and deal from it: no shoe state carries over between
 * rounds, so every round can be verified on its own with nothing but its server seed, client seed
 * and nonce. Roulette and sic bo draw one pocket or three dice from the stream. Blackjack shuffles
 * its 6-deck shoe here, at the deal, and every later card is the next one of that shoe.
 * Pure: the same inputs always give the same round.
 */
export function drawOutcome({
  game,
  wager,
  seeds,
}: {
  game: HostedGame;
  wager: TWager;
  seeds: FairSeeds;
}): DrawnRound {
  const rng = createFairRandom(seeds);
  if (game.kind === 'slot' && wager.kind === 'slot') {
    const result = spin(game.title, wager.bet, rng);
    return { outcome: { kind: 'slot', spin: result }, stake: result.bet, payout: result.totalWin };
  }
  if (game.kind === 'baccarat' && wager.kind === 'baccarat') {
    // Spots staked 0 are not played: they would only add "lose 0" lines to the settlement.
    const bets = Object.fromEntries(
      Object.entries(wager.bets).filter(([, stake]) => (stake ?? 0) > 0),
    ) as BaccaratBets;
    const { coup } = playCoup(createShoe({ rng }));
    const settlement = settle(bets, coup);
    return {
      outcome: { kind: 'baccarat', bets, coup, settlement },
      stake: settlement.totalStake,
      payout: settlement.totalPayout,
    };
  }
  if (game.kind === 'blackjack' && wager.kind === 'blackjack') {
    return handOutcome(startBlackjack(game.rules, wager.stake, rng));
  }
  if (
    game.kind !== 'slot' &&
    game.kind !== 'baccarat' &&
    game.kind !== 'blackjack' &&
    wager.kind === 'table'
  ) {
    const { draw, settlement } = playTableRound(game.kind, wager.bets, rng);
    return {
      outcome: { kind: game.kind, bets: wager.bets, draw, settlement },
      stake: settlement.totalStake,
      payout: settlement.totalPayout,
    };
  }
  throw new Error(`drawOutcome: a ${wager.kind} wager on ${game.kind} game ${game.code}`);
}
