import { createSeededRandom } from '../fair/seeded-random.ts';
import { playCascade } from './cascade.ts';
import { compileTitle } from './compile-title.ts';
import { drawCashValues, playRespins } from './hold-and-spin.ts';
import type { SlotTitle } from './slot-title.ts';
import { createSpinScratch, spinReelSet } from './spin.ts';

/** Totals of a simulation run, in won. */
export interface SimulationResult {
  spins: number;
  totalBet: number;
  totalWin: number;
}

/**
 * Plays `spins` paid spins of `title` at its minimum bet with the fast seeded generator
 * (xoshiro128**, seeded by `seed`). It runs the same pay rules, free-spin cap, cascades, respins
 * and draw order as `spin`, without building result objects, so it checks the exact RTP against the real engine at
 * millions of spins per second. The same seed always gives the same totals.
 */
export function simulate(title: SlotTitle, spins: number, seed: number): SimulationResult {
  const game = compileTitle(title);
  const rng = createSeededRandom(seed);
  const scratch = createSpinScratch(game);
  const { cascade, holdAndSpin } = game;
  let coins = 0;
  for (let i = 0; i < spins; i++) {
    const pay = spinReelSet(game, game.base, rng, scratch, null);
    coins += cascade
      ? playCascade(game, game.base, scratch.cells, scratch.marks, scratch.tops, pay, null)
      : pay;
    if (holdAndSpin && drawCashValues(game, scratch.cells, rng, scratch.cash) >= holdAndSpin.trigger) {
      coins += playRespins(game, rng, scratch.cash, null);
    }
    let left = game.awards[scratch.scatters]!;
    for (let played = 0; left > 0 && played < game.maxSpins; played++) {
      left -= 1;
      coins += game.multiplier * spinReelSet(game, game.free, rng, scratch, null);
      left += game.retriggers[scratch.scatters]!;
    }
  }
  const coinValue = title.minBet / title.coinsPerSpin;
  return { spins, totalBet: spins * title.minBet, totalWin: coins * coinValue };
}
