import type { SlotTitle } from '../slots/slot-title.ts';

const name = { ko: '테스트', en: 'Test' };

/**
 * Cascade fixtures. The rules title reads by hand: every reel is the strip B X A Y X Y X Y (A and
 * B pay, X and Y pay nothing), so stop 1 shows X A Y with B, Y, X above it and stop 4 shows
 * X Y X. Reels 1–3 at stop 1 and reels 4–5 at stop 4 make a middle row of A A A: it pays, the
 * three A vanish, and each of those reels drops B in from above (now at stop 0: B X Y), which
 * pays at x2 and drops Y in (stop 7: Y X Y), which pays nothing.
 */
export const cascadeRulesTitle: SlotTitle = {
  code: 'cascade-rules-test',
  name,
  volatility: 'low',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'ways' },
  coinsPerSpin: 10,
  minBet: 10,
  maxBet: 10_000,
  symbols: [
    { code: 'W', kind: 'wild', name, pays: {} },
    { code: 'A', kind: 'regular', name, pays: { 3: 5, 4: 10, 5: 20 } },
    { code: 'B', kind: 'regular', name, pays: { 3: 4, 4: 8, 5: 16 } },
    { code: 'X', kind: 'regular', name, pays: {} },
    { code: 'Y', kind: 'regular', name, pays: {} },
  ],
  reelStrips: Array.from({ length: 5 }, () => ['B', 'X', 'A', 'Y', 'X', 'Y', 'X', 'Y']),
  freeSpins: { awards: {}, multiplier: 1, maxSpins: 1 },
  mechanic: { kind: 'cascade', multipliers: [1, 2, 3, 5], maxSteps: 50 },
};

/**
 * Small enough to play every one of its 6^5 = 7,776 stop combinations through `spin`, with wilds
 * on reels 2–4. Its first window already pays x2 (the second x3), and a spin evaluates at most
 * two windows: played on, 37% of its chains would tumble again after the second, so the cap ends
 * them, some before any win has reached the last reel.
 */
export const smallCascadeTitle: SlotTitle = {
  code: 'small-cascade-test',
  name,
  volatility: 'low',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'ways' },
  coinsPerSpin: 25,
  minBet: 25,
  maxBet: 2500,
  symbols: [
    { code: 'W', kind: 'wild', name, pays: {} },
    { code: 'A', kind: 'regular', name, pays: { 3: 10, 4: 30, 5: 120 } },
    { code: 'B', kind: 'regular', name, pays: { 3: 5, 4: 20, 5: 60 } },
    { code: 'C', kind: 'regular', name, pays: { 3: 2, 4: 10, 5: 40 } },
    { code: 'X', kind: 'regular', name, pays: {} },
  ],
  reelStrips: [
    ['A', 'X', 'B', 'C', 'X', 'X'],
    ['B', 'W', 'X', 'A', 'X', 'C'],
    ['C', 'X', 'W', 'B', 'X', 'A'],
    ['X', 'C', 'B', 'W', 'X', 'A'],
    ['B', 'X', 'A', 'X', 'C', 'X'],
  ],
  freeSpins: { awards: {}, multiplier: 1, maxSpins: 1 },
  mechanic: { kind: 'cascade', multipliers: [2, 3], maxSteps: 2 },
};

/**
 * Reels of nothing but A: every window pays 243 ways of five A, and nothing ever stops the chain
 * but the cap of six windows, paid x1, x2, x3, x5, x5, x5.
 */
export const endlessCascadeTitle: SlotTitle = {
  ...cascadeRulesTitle,
  code: 'endless-cascade-test',
  reelStrips: Array.from({ length: 5 }, () => ['A', 'A', 'A']),
  mechanic: { kind: 'cascade', multipliers: [1, 2, 3, 5], maxSteps: 6 },
};
