import {
  createFairRandom,
  createShoe,
  playCoup,
  settle,
  spin,
  type BaccaratBets,
  type Coup,
  type FairSeeds,
  type Settlement,
  type SpinResult,
} from '@haneul/game-math';
import type { HostedGame } from './game-registry.ts';

/** What the player staked: a slot's total bet, or stakes per baccarat spot. */
export type TWager = { kind: 'slot'; bet: number } | { kind: 'baccarat'; bets: BaccaratBets };

/** A round's drawn outcome, stored as JSON with the round and replayed by verification. */
export type TRoundOutcome =
  | { kind: 'slot'; spin: SpinResult }
  | { kind: 'baccarat'; bets: BaccaratBets; coup: Coup; settlement: Settlement };

export interface DrawnRound {
  outcome: TRoundOutcome;
  stake: number;
  payout: number;
}

/**
 * Draws a round from its seeds alone. Baccarat shuffles a fresh 8-deck shoe for every round (from
 * that round's stream) and deals one coup from it: no shoe state carries over between rounds, so
 * every round can be verified on its own with nothing but its server seed, client seed and nonce.
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
  throw new Error(`drawOutcome: a ${wager.kind} wager on ${game.kind} game ${game.code}`);
}
