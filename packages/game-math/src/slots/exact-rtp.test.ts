import { describe, expect, it } from 'vitest';
import {
  createSeededRandom,
  exactRtp,
  LINES_5X3_10,
  maxWinMultiple,
  rational,
  rationalAdd,
  rationalMul,
  rationalSub,
  rationalToNumber,
  rtpTable,
  spin,
  type Rational,
  type SlotTitle,
} from '../index.ts';
import { everyStop } from '../testing/every-stop.ts';

const name = { ko: '테스트', en: 'Test' };

/**
 * One row, three reels, one line; each reel is A B W S. By hand, over the 4^3 = 64 windows:
 * - a line of A (A or W on every reel, at least one A): 2^3 − 1 = 7 windows × 10 = 70 coins
 * - a line of B likewise: 7 × 4 = 28; three wilds: 1 × 50 = 50
 * - two scatters (any two reels, the third not S): 3 × 3 = 9 windows × 1; three: 1 × 5
 *   (a window with a scatter never has a line: S breaks every line)
 *   so the base game returns (70 + 28 + 50 + 9 + 5) / 64 = 162/64 per coin.
 * - Three scatters (1 in 64) award 2 free spins at x2 on the same reels, each free spin retriggers
 *   2 more with probability q = 1/64, and a feature plays at most 4. The cap is reached exactly
 *   when one of the first two spins retriggers, so a feature plays 2 + 2 × (1 − (63/64)²) =
 *   4223/2048 spins on average. Whether a spin is played depends only on the spins before it, so
 *   each played spin returns the mean free spin, 2 × 162/64, and the feature returns
 *   (1/64) × (2 × 162/64) × 4223/2048 per paid spin.
 * - Uncapped, the chain would play 2 / (1 − 2q) = 64/31 spins (the old series figure). What the cap
 *   forfeits: after four spins, R = A1 + A2 + A3 + A4 − 2 spins are still owed when A1 + A2 = 2
 *   (else the feature ended at 2), E[R] = 4q + (4q − 2)(1 − (1 − q)²) = 159/65536, and each owed
 *   spin would have started a chain of 1/(1 − 2q) = 32/31 spins.
 */
const tiny: SlotTitle = {
  code: 'tiny',
  name,
  volatility: 'low',
  rows: 1,
  reels: 3,
  evaluation: { kind: 'lines', lines: [[0, 0, 0]] },
  coinsPerSpin: 1,
  minBet: 1,
  maxBet: 100,
  symbols: [
    { code: 'A', kind: 'regular', name, pays: { 3: 10 } },
    { code: 'B', kind: 'regular', name, pays: { 3: 4 } },
    { code: 'W', kind: 'wild', name, pays: { 3: 50 } },
    { code: 'S', kind: 'scatter', name, pays: { 2: 1, 3: 5 } },
  ],
  reelStrips: Array.from({ length: 3 }, () => ['A', 'B', 'W', 'S']),
  freeSpins: { awards: { 3: 2 }, multiplier: 2, maxSpins: 4 },
};

const SEVEN_STOPS: readonly (readonly string[])[] = [
  ['A', 'W', 'B', 'S', 'A', 'C', 'B'],
  ['B', 'A', 'C', 'W', 'A', 'S', 'C'],
  ['W', 'C', 'A', 'B', 'S', 'A', 'B'],
  ['A', 'B', 'S', 'C', 'W', 'B', 'A'],
  ['C', 'A', 'B', 'A', 'S', 'W', 'C'],
];

const smallLines: SlotTitle = {
  code: 'small-lines',
  name,
  volatility: 'medium',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'lines', lines: LINES_5X3_10 },
  coinsPerSpin: 10,
  minBet: 10,
  maxBet: 1000,
  symbols: [
    { code: 'W', kind: 'wild', name, pays: { 2: 1, 3: 20, 4: 80, 5: 400 } },
    { code: 'S', kind: 'scatter', name, pays: { 2: 1, 3: 5, 5: 100 } },
    { code: 'A', kind: 'regular', name, pays: { 3: 10, 4: 30, 5: 120 } },
    { code: 'B', kind: 'regular', name, pays: { 2: 1, 3: 5, 4: 20, 5: 60 } },
    { code: 'C', kind: 'regular', name, pays: { 3: 2, 4: 10, 5: 40 } },
  ],
  reelStrips: SEVEN_STOPS,
  freeSpins: { awards: {}, multiplier: 1, maxSpins: 100 },
};

const smallWays: SlotTitle = {
  ...smallLines,
  code: 'small-ways',
  evaluation: { kind: 'ways' },
  coinsPerSpin: 25,
  minBet: 25,
  maxBet: 2500,
  symbols: smallLines.symbols.map((s) => (s.kind === 'wild' ? { ...s, pays: {} } : s)),
};

describe('exact RTP', () => {
  it('matches the hand calculation of a tiny game, capped free spins and retriggers included', () => {
    const base = rational(162, 64);
    const feature = rational(2n * 162n * 4223n, 64n * 64n * 2048n);
    const exact = exactRtp(tiny);
    expect(exact.baseRtp).toEqual(base);
    expect(exact.freeSpinsRtp).toEqual(feature);
    expect(exact.rtp).toEqual(rationalAdd(base, feature));
    expect(exact.freeSpinsRtp).toEqual(rational(342_063, 2_097_152));
    expect(exact.hitFrequency).toEqual(rational(7 + 7 + 1 + 9 + 1, 64));
    expect(exact.freeSpinsTrigger).toEqual(rational(1, 64));
    expect(exact.freeSpinsAwarded).toEqual(rational(2));
    expect(exact.retriggerRate).toEqual(rational(2, 64));
    expect(exact.freeSpinsPerTrigger).toEqual(rational(4223, 2048));
    expect(exact.freeSpinReturn).toEqual(rational(2 * 162, 64));
    expect(exact.topAward).toEqual({ multiple: rational(50), probability: rational(1, 64) });
  });

  it('is below the uncapped series by the return of the spins the cap forfeits', () => {
    const exact = exactRtp(tiny);
    const uncapped = rational(81, 496); // (1/64) × (2 × 162/64) × 64/31, the figure before the cap
    const forfeited = rationalMul(rational(159, 65_536), rational(32, 31)); // E[R] × 32/31 spins
    const tail = rationalMul(rational(1, 64), rationalMul(rational(2 * 162, 64), forfeited));
    expect(rationalSub(uncapped, exact.freeSpinsRtp)).toEqual(tail);
    expect(forfeited).toEqual(rationalSub(rational(64, 31), exact.freeSpinsPerTrigger));
  });

  it("agrees with the tiny game's own spins: mean within 3 SE, spread within 3%", () => {
    const exact = exactRtp(tiny);
    const sd = Math.sqrt(rationalToNumber(exact.variance));
    const rng = createSeededRandom(7);
    const n = 200_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const win = spin(tiny, 1, rng).totalWin;
      sum += win;
      squares += win * win;
    }
    const mean = sum / n;
    expect(Math.abs(mean - rationalToNumber(exact.rtp))).toBeLessThan((3 * sd) / Math.sqrt(n));
    expect(Math.abs(Math.sqrt(squares / n - mean * mean) / sd - 1)).toBeLessThan(0.03);
  });

  for (const title of [smallLines, smallWays]) {
    it(`equals a brute-force run of spin over all 7^5 stops (${title.evaluation.kind})`, () => {
      const brute = everyStop(title);
      const exact = exactRtp(title);
      const same = (a: Rational, b: Rational) => expect(a).toEqual(b);
      same(exact.rtp, brute.rtp);
      same(exact.hitFrequency, brute.hitFrequency);
      same(exact.variance, brute.variance);
      same(exact.topAward.multiple, brute.top);
      same(exact.topAward.probability, brute.topProbability);
    });
  }

  it('publishes the table from the exact figures', () => {
    const table = rtpTable(tiny);
    expect(table.rtp).toBeCloseTo(rationalToNumber(exactRtp(tiny).rtp), 12);
    expect(table.rtpPercent).toBe('269.4358'); // 269.4556 before the cap
    expect(table.topAward).toEqual({ multiple: 50, oneIn: 64 });
    // Three scatters (5, two spins), a free S S S (10 and two more: four, the cap), then three
    // free W W W (3 × 100): 315. Three wilds in the base game (50) trigger nothing.
    expect(table.maxWin).toBe(315);
    expect(maxWinMultiple(tiny)).toEqual(rational(315));
    expect(table.freeSpinsOneIn).toBe(64);
    expect(table.sd).toBeCloseTo(Math.sqrt(rationalToNumber(exactRtp(tiny).variance)), 12);
  });
});
