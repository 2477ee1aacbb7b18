import type { SlotTitle } from '../slots/slot-title.ts';

const name = { ko: '테스트', en: 'Test' };

/**
 * A title small enough to play along every path of its RNG, with a feature that only the cap
 * ends: one row, three reels of two stops (8 windows a spin), one line, one coin.
 *
 * Base reels A|S, W|S, A|S: A W A pays 5; two scatters pay 1 and award 1 free spin, three pay 4
 * and award 3. Free reels W|S, W|S, W|S at x2: W W W pays 20 × 2 = 40 and retriggers nothing,
 * two scatters pay 2 and retrigger 2 (three windows), three pay 8 and retrigger 3 (one window).
 * A free spin expects 9/8 extra spins, so uncapped the feature would run forever with positive
 * probability; it plays at most 4.
 *
 * Maximum win by hand: three scatters (4, 3 spins), then a free S S S (8; 2 + 3 spins left,
 * cut to the 3 the cap allows), then three W W W (120): 132 bets. The naive bound, the top base
 * pay plus 4 × the top free pay, is 5 + 160 = 165, but A W A triggers nothing.
 */
export const cappedTitle: SlotTitle = {
  code: 'capped-test',
  name,
  volatility: 'low',
  rows: 1,
  reels: 3,
  evaluation: { kind: 'lines', lines: [[0, 0, 0]] },
  coinsPerSpin: 1,
  minBet: 1,
  maxBet: 100,
  symbols: [
    { code: 'A', kind: 'regular', name, pays: { 3: 5 } },
    { code: 'W', kind: 'wild', name, pays: { 3: 20 } },
    { code: 'S', kind: 'scatter', name, pays: { 2: 1, 3: 4 } },
  ],
  reelStrips: [
    ['A', 'S'],
    ['W', 'S'],
    ['A', 'S'],
  ],
  freeSpins: {
    awards: { 2: 1, 3: 3 },
    retriggers: { 2: 2, 3: 3 },
    multiplier: 2,
    maxSpins: 4,
    reelStrips: [
      ['W', 'S'],
      ['W', 'S'],
      ['W', 'S'],
    ],
  },
};
