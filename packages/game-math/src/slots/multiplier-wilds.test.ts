import { describe, expect, it } from 'vitest';
import {
  createFairRandom,
  exactRtp,
  hahoeMaskDance,
  rational,
  rtpTable,
  spin,
  type Rational,
  type SlotTitle,
} from '../index.ts';
import { everyStop } from '../testing/every-stop.ts';
import { COLUMN, RULES_STRIP, rulesWaysTitle } from '../testing/rules-title.ts';
import { scriptedRandom } from '../testing/scripted-random.ts';

const name = { ko: '테스트', en: 'Test' };
const withWild = (strip: readonly string[], wild: string) => strip.map((x) => (x === 'W' ? wild : x));
const multiplierWild = (code: string, multiplier: number) =>
  ({ code, kind: 'wild', name, pays: {}, multiplier }) as const;

/** The rules title's ways reels, with the x2 mask on reels 2 and 4 and the x3 mask on reel 3. */
const rulesMultiplier: SlotTitle = {
  ...rulesWaysTitle,
  code: 'rules-multiplier-test',
  symbols: [...rulesWaysTitle.symbols, multiplierWild('W2', 2), multiplierWild('W3', 3)],
  reelStrips: ['W', 'W2', 'W3', 'W2', 'W'].map((wild) => withWild(RULES_STRIP, wild)),
};

/** A 7-stop ways game with a plain wild on reel 1 and multiplier wilds on reels 2–4, for brute force. */
const smallMultiplier: SlotTitle = {
  code: 'small-multiplier-test',
  name,
  volatility: 'medium',
  rows: 3,
  reels: 5,
  evaluation: { kind: 'ways' },
  coinsPerSpin: 25,
  minBet: 25,
  maxBet: 2500,
  symbols: [
    { code: 'W', kind: 'wild', name, pays: {} },
    multiplierWild('W2', 2),
    multiplierWild('W3', 3),
    { code: 'S', kind: 'scatter', name, pays: { 2: 1, 3: 5, 5: 100 } },
    { code: 'A', kind: 'regular', name, pays: { 3: 10, 4: 30, 5: 120 } },
    { code: 'B', kind: 'regular', name, pays: { 2: 1, 3: 5, 4: 20, 5: 60 } },
    { code: 'C', kind: 'regular', name, pays: { 3: 2, 4: 10, 5: 40 } },
  ],
  reelStrips: [
    ['A', 'W', 'B', 'S', 'A', 'C', 'B'],
    ['B', 'A', 'C', 'W2', 'A', 'S', 'C'],
    ['W3', 'C', 'A', 'B', 'S', 'A', 'B'],
    ['A', 'B', 'S', 'C', 'W2', 'B', 'A'],
    ['C', 'A', 'B', 'A', 'S', 'C', 'C'],
  ],
  freeSpins: { awards: {}, multiplier: 1, maxSpins: 100 },
};

const { AAA, WWW, CCC, AWC, BCC } = COLUMN;
const play = (...stops: number[]) => spin(rulesMultiplier, 1000, scriptedRandom(stops)); // 100 won a coin

describe('multiplier wilds', () => {
  it('count a x2 or x3 wild as two or three matching cells', () => {
    // A: 3 cells on reel 1; A, W2, C on reel 2 = 1 + 2; A, W3, C on reel 3 = 1 + 3; none on reel 4.
    const result = play(AAA, AWC, AWC, CCC, CCC);
    expect(result.base.wayWins).toEqual([{ symbol: 'A', count: 3, ways: 36, pay: 36 * 5 * 100 }]);
  });

  it('multiply a way through two of them by their product', () => {
    // Reel 2 all x2, reel 3 all x3: each of the 3 × 3 × 3 × 3 paths of A through them pays 2 × 3 times.
    const result = play(AAA, WWW, WWW, AAA, CCC);
    expect(result.base.wayWins).toEqual([{ symbol: 'A', count: 4, ways: 81 * 6, pay: 81 * 6 * 10 * 100 }]);
    // B is on no reel 1 cell, so it has no way at all, wilds or not.
    expect(play(BCC, WWW, WWW, CCC, CCC).base.wayWins).toEqual([
      { symbol: 'B', count: 3, ways: 1 * 6 * 9, pay: 54 * 4 * 100 },
    ]);
  });

  it('are refused in a lines game and on anything but a wild', () => {
    const lines: SlotTitle = {
      ...hahoeMaskDance,
      code: 'bad',
      evaluation: { kind: 'lines', lines: [[1, 1, 1, 1, 1]] },
    };
    expect(() => spin({ ...lines, coinsPerSpin: 1, minBet: 1 }, 1, scriptedRandom([]))).toThrow(/wild/);
    const regular: SlotTitle = {
      ...smallMultiplier,
      code: 'bad',
      symbols: smallMultiplier.symbols.map((s) => (s.code === 'A' ? { ...s, multiplier: 2 } : s)),
    };
    expect(() => spin(regular, 25, scriptedRandom([]))).toThrow(/only a wild/);
  });

  it('give the exact figures of a brute-force run of spin over all 7^5 stops', () => {
    const brute = everyStop(smallMultiplier);
    const exact = exactRtp(smallMultiplier);
    const same = (a: Rational, b: Rational) => expect(a).toEqual(b);
    same(exact.rtp, brute.rtp);
    same(exact.hitFrequency, brute.hitFrequency);
    same(exact.variance, brute.variance);
    same(exact.topAward.multiple, brute.top);
    same(exact.topAward.probability, brute.topProbability);
    same(exact.maxWin, brute.top);
  });
});

describe('hahoe-mask-dance', () => {
  it('has the exact figures published', () => {
    const exact = exactRtp(hahoeMaskDance);
    expect(exact.baseRtp).toEqual(rational(39_400_047, 64_000_000));
    expect(exact.hitFrequency).toEqual(rational(24_121_441, 51_200_000));
    expect(exact.freeSpinsTrigger).toEqual(rational(192_429, 51_200_000));
    expect(exact.topAward).toEqual({ multiple: rational(1876, 5), probability: rational(3, 51_200_000) });
    const table = rtpTable(hahoeMaskDance);
    expect(table.rtpPercent).toBe('95.5126');
    expect(table.sd).toBeCloseTo(9.3592, 4);
    expect(table.maxWin).toBe(130_712.86);
  });

  it('replays a round exactly from the same seeds', () => {
    const seeds = { serverSeed: 'mask', clientSeed: 'dance', nonce: 3 };
    const first = spin(hahoeMaskDance, 5000, createFairRandom(seeds));
    expect(spin(hahoeMaskDance, 5000, createFairRandom(seeds))).toEqual(first);
  });
});
