import { describe, expect, it } from 'vitest';
import {
  createFairRandom,
  dragonPalace,
  exactRtp,
  maxWinMultiple,
  rational,
  rationalCompare,
  rationalSum,
  spin,
  type Rational,
  type SlotTitle,
} from '../index.ts';
import { cascadeRulesTitle, endlessCascadeTitle, smallCascadeTitle } from '../testing/cascade-title.ts';
import { everyStop } from '../testing/every-stop.ts';
import { scriptedRandom } from '../testing/scripted-random.ts';

describe('cascading wins', () => {
  it('remove the winning cells, drop the rest and refill from the strip above, paying more each tumble', () => {
    // See cascade-title.ts: A A A on the middle row pays 5 coins, B drops in and pays 4 × 2.
    const result = spin(cascadeRulesTitle, 1000, scriptedRandom([1, 1, 1, 4, 4])); // 100 won a coin
    const { base } = result;
    expect(base.wayWins).toEqual([{ symbol: 'A', count: 3, ways: 1, pay: 500 }]);
    expect(base.multiplier).toBe(1);
    expect(base.cascades).toEqual([
      {
        removed: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        stops: [0, 0, 0, 4, 4],
        window: [
          ['B', 'X', 'Y'],
          ['B', 'X', 'Y'],
          ['B', 'X', 'Y'],
          ['X', 'Y', 'X'],
          ['X', 'Y', 'X'],
        ],
        wayWins: [{ symbol: 'B', count: 3, ways: 1, pay: 800 }],
        multiplier: 2,
        win: 800,
      },
      {
        removed: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        stops: [7, 7, 7, 4, 4],
        window: [
          ['Y', 'X', 'Y'],
          ['Y', 'X', 'Y'],
          ['Y', 'X', 'Y'],
          ['X', 'Y', 'X'],
          ['X', 'Y', 'X'],
        ],
        wayWins: [],
        multiplier: 3,
        win: 0,
      },
    ]);
    expect(base.win).toBe(1300);
    expect(result.totalWin).toBe(1300);
  });

  it('show nothing more on a spin that pays nothing', () => {
    const result = spin(cascadeRulesTitle, 1000, scriptedRandom([4, 4, 4, 4, 4]));
    expect(result.base.cascades).toEqual([]);
    expect(result.totalWin).toBe(0);
  });

  it('end at the cap: the last window pays but does not tumble', () => {
    // Every window pays 243 ways of five A (20 coins each), at x1, x2, x3, x5, x5, x5.
    const result = spin(endlessCascadeTitle, 10, scriptedRandom([0, 0, 0, 0, 0])); // 1 won a coin
    expect(result.base.cascades!.map((step) => step.multiplier)).toEqual([2, 3, 5, 5, 5]);
    expect(result.base.cascades!.every((step) => step.removed.length === 15)).toBe(true);
    expect(result.totalWin).toBe(243 * 20 * (1 + 2 + 3 + 5 + 5 + 5));
    const exact = exactRtp(endlessCascadeTitle);
    expect(exact.rtp).toEqual(rational(243 * 20 * 21, 10));
    expect(exact.cascade).toEqual({
      tumbles: [0, 0, 0, 0, 0, 1].map((p) => rational(p)),
      meanTumbles: rational(5),
      longest: 5,
    });
  });

  it('give the exact figures of a brute-force run of spin over all 6^5 stops, the cap included', () => {
    const tumbles = new Array<number>(2).fill(0);
    const brute = everyStop(smallCascadeTitle, (result) => tumbles[result.base.cascades!.length]!++);
    const exact = exactRtp(smallCascadeTitle);
    const same = (a: Rational, b: Rational) => expect(a).toEqual(b);
    same(exact.rtp, brute.rtp);
    same(exact.hitFrequency, brute.hitFrequency);
    same(exact.variance, brute.variance);
    same(exact.topAward.multiple, brute.top);
    same(exact.topAward.probability, brute.topProbability);
    same(maxWinMultiple(smallCascadeTitle), brute.top);
    expect(exact.cascade!.tumbles).toEqual(tumbles.map((n) => rational(n, 6 ** 5)));
  });

  it('make the cap count: played on, the small title would pay more', () => {
    const uncapped: SlotTitle = {
      ...smallCascadeTitle,
      code: 'uncapped',
      mechanic: { kind: 'cascade', multipliers: [2, 3], maxSteps: 50 },
    };
    const longer = exactRtp(uncapped).cascade!;
    expect(rationalSum(longer.tumbles.slice(2))).toEqual(rational(2880, 7776)); // 37% tumble again
    expect(rationalCompare(exactRtp(uncapped).rtp, exactRtp(smallCascadeTitle).rtp)).toBe(1);
  });

  it('are refused outside a ways game without scatters or free spins', () => {
    const lines: SlotTitle = {
      ...cascadeRulesTitle,
      code: 'bad',
      evaluation: { kind: 'lines', lines: [[1, 1, 1, 1, 1]] },
      coinsPerSpin: 1,
    };
    expect(() => spin(lines, 10, scriptedRandom([]))).toThrow(/played on ways/);
    const zero: SlotTitle = {
      ...cascadeRulesTitle,
      code: 'bad',
      mechanic: { kind: 'cascade', multipliers: [1, 0], maxSteps: 5 },
    };
    expect(() => spin(zero, 10, scriptedRandom([]))).toThrow(/multipliers/);
  });
});

describe('dragon-palace', () => {
  it('has the exact figures published, over all 3.2 million stop combinations', () => {
    const exact = exactRtp(dragonPalace);
    expect(exact.baseCombinations).toBe(20n ** 5n);
    expect(exact.rtp).toEqual(rational(7_699_829, 8_000_000)); // 96.2478625%
    expect(exact.hitFrequency).toEqual(rational(2021, 4000));
    expect(exact.variance).toEqual(rational(822_305_698_586_759n, 64_000_000_000_000n));
    expect(exact.topAward).toEqual({ multiple: rational(4007, 25), probability: rational(1, 3_200_000) });
    expect(exact.maxWin).toEqual(rational(4007, 25));
    expect(exact.cascade!.longest).toBe(15);
    expect(exact.cascade!.meanTumbles).toEqual(rational(6881, 8000));
    expect(rationalSum(exact.cascade!.tumbles)).toEqual(rational(1));
    expect(exact.cascade!.tumbles[0]).toEqual(rational(1979, 4000)); // no win: 1 − hit frequency
  });

  it('replays a round exactly from the same seeds, its wins adding up to the total', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const seeds = { serverSeed: 'sea', clientSeed: 'turtle', nonce };
      const result = spin(dragonPalace, 5000, createFairRandom(seeds));
      expect(spin(dragonPalace, 5000, createFairRandom(seeds))).toEqual(result);
      const steps = result.base.cascades!;
      const first = result.base.wayWins.reduce((sum, w) => sum + w.pay, 0);
      expect(steps.every((step) => step.win === step.wayWins.reduce((sum, w) => sum + w.pay, 0))).toBe(true);
      expect(result.totalWin).toBe(first + steps.reduce((sum, step) => sum + step.win, 0));
      expect(steps.at(-1)?.win ?? 0).toBe(0); // a chain ends on a window that pays nothing
    }
  });
});
