import { describe, expect, it } from 'vitest';
import {
  createFairRandom,
  exactRtp,
  heungbuGourds,
  maxWinMultiple,
  rational,
  rationalAdd,
  rationalDiv,
  rationalMul,
  rationalSub,
  rationalSum,
  rationalToNumber,
  rtpTable,
  spin,
  type SlotTitle,
} from '../index.ts';
import { forEveryPath } from '../testing/every-path.ts';
import { tinyHoldAndSpinTitle as tiny } from '../testing/hold-and-spin-title.ts';
import { scriptedRandom } from '../testing/scripted-random.ts';
import { compileTitle } from './compile-title.ts';
import { respinChain } from './respin-chain.ts';

/** Every path of `spin` on the tiny title (1 won = 1 total bet), summed exactly. */
function bruteForce() {
  const zero = rational(0);
  const sums = {
    win: zero,
    winSquares: zero,
    base: zero,
    hit: zero,
    trigger: zero,
    jackpot: zero,
    respins: zero,
  };
  let top = -1;
  forEveryPath(
    (rng) => spin(tiny, 1, rng),
    (result, p) => {
      const add = (key: keyof typeof sums, value: number) =>
        (sums[key] = rationalAdd(sums[key], rationalMul(p, rational(value))));
      const feature = result.holdAndSpin;
      add('win', result.totalWin);
      add('winSquares', result.totalWin ** 2);
      add('base', result.base.win);
      add('hit', result.totalWin > 0 ? 1 : 0);
      add('trigger', feature ? 1 : 0);
      add('jackpot', feature && feature.jackpot > 0 ? 1 : 0);
      add('respins', feature?.respins.length ?? 0);
      top = Math.max(top, result.totalWin);
    },
  );
  return { ...sums, top };
}

describe('hold and spin', () => {
  it('draws the stops, then each cash value, then each respin cell by cell', () => {
    // G G A: two cash symbols, valued 1 and 3 bets (draws 0 and 2 of [1, 1, 3]); the empty cell
    // draws a blank (0 of [blank × 3, 1, 1, 3]), one respin left, then lands 3 (draw 5): the
    // window is full, so the jackpot (10 bets) is added. At 10 won a bet: 10 + 30 + 30 + 100.
    const rng = scriptedRandom([0, 0, 1, 0, 2, 0, 5]);
    const result = spin(tiny, 10, rng);
    expect(rng.remaining).toBe(0);
    expect(result.base.window).toEqual([['G'], ['G'], ['A']]);
    expect(result.base.cashValues).toEqual([[10], [30], [null]]);
    expect(result.base.scatter).toEqual({ count: 0, pay: 0 });
    expect(result.holdAndSpin).toEqual({
      respins: [
        { landed: [], respinsLeft: 1 },
        { landed: [{ reel: 2, row: 0, value: 30 }], respinsLeft: 2 },
      ],
      values: [[10], [30], [30]],
      jackpot: 100,
      win: 170,
    });
    expect(result.totalWin).toBe(170);
  });

  it('ends when the respins run out, paying the values locked', () => {
    const rng = scriptedRandom([1, 0, 0, 1, 1, 2, 1]); // A G G: values 1 and 1, then two blanks
    const result = spin(tiny, 10, rng);
    expect(rng.remaining).toBe(0);
    expect(result.holdAndSpin).toEqual({
      respins: [
        { landed: [], respinsLeft: 1 },
        { landed: [], respinsLeft: 0 },
      ],
      values: [[null], [10], [10]],
      jackpot: 0,
      win: 20,
    });
  });

  it('shows the values of too few cash symbols, which pay nothing', () => {
    const rng = scriptedRandom([0, 1, 1, 2]); // G W A: one cash symbol, valued 3
    const result = spin(tiny, 10, rng);
    expect(rng.remaining).toBe(0);
    expect(result.base.cashValues).toEqual([[30], [null], [null]]);
    expect(result.holdAndSpin).toBeUndefined();
    expect(result.totalWin).toBe(0);
  });

  it('equals the brute force over every path of spin', () => {
    const brute = bruteForce();
    const exact = exactRtp(tiny);
    const feature = exact.holdAndSpin!;
    expect(exact.rtp).toEqual(rational(225, 32)); // by hand, see hold-and-spin-title.ts
    expect(exact.rtp).toEqual(brute.win);
    expect(exact.baseRtp).toEqual(brute.base);
    expect(feature.rtp).toEqual(rationalSub(brute.win, brute.base));
    expect(exact.variance).toEqual(rationalSub(brute.winSquares, rationalMul(brute.win, brute.win)));
    expect(exact.hitFrequency).toEqual(brute.hit);
    expect(feature.trigger).toEqual(brute.trigger);
    expect(feature.jackpot).toEqual({ multiple: rational(10), probability: brute.jackpot });
    expect(feature.respinsPerTrigger).toEqual(rationalDiv(brute.respins, brute.trigger));
    expect(maxWinMultiple(tiny)).toEqual(rational(brute.top));
    expect(brute.top).toBe(19);
  });

  it('solves the respin chain: one empty cell fills within r respins with probability 1 − q^r', () => {
    const game = compileTitle(heungbuGourds);
    const chain = respinChain(game.holdAndSpin!, 15);
    const q = rational(30, 31); // a cell stays blank: 30,000 of 31,000
    expect(chain.full[14]).toEqual(rationalSub(rational(1), rationalMul(q, rationalMul(q, q))));
    expect(chain.full[15]).toEqual(rational(1));
    expect(chain.full[5]).toEqual(rational(0)); // below the trigger: no feature
    for (let k = 6; k <= 15; k++) {
      expect(rationalSum(chain.finals[k]!)).toEqual(rational(1));
      expect(chain.finals[k]!.slice(0, k).every((p) => p.num === 0n)).toBe(true);
    }
  });

  it('is refused without a cash symbol, with free spins, or with bad values', () => {
    const bad = (changes: Partial<SlotTitle>) => () =>
      spin({ ...heungbuGourds, code: 'bad', ...changes }, 200, scriptedRandom([]));
    const noCash = heungbuGourds.symbols.map((s) =>
      s.kind === 'cash' ? { ...s, kind: 'regular' as const } : s,
    );
    expect(bad({ symbols: noCash })).toThrow(/cash symbol/);
    expect(bad({ freeSpins: { awards: { 3: 5 }, multiplier: 1, maxSpins: 10 } })).toThrow(/no free spins/);
    const mechanic = { ...heungbuGourds.mechanic!, kind: 'hold-and-spin' as const };
    const values = [{ value: 0.5, weight: 1 }];
    expect(
      bad({ mechanic: { ...mechanic, trigger: 6, respins: 3, values, blankWeight: 9, jackpot: 10 } }),
    ).toThrow(/values/);
    expect(bad({ mechanic: undefined })).toThrow(/hold-and-spin mechanic/);
  });
});

describe('heungbu-gourds', () => {
  it('has the exact figures published', () => {
    const exact = exactRtp(heungbuGourds);
    expect(exact.baseRtp).toEqual(rational(10_029_875, 14_651_793));
    expect(exact.hitFrequency).toEqual(rational(11_327_351, 29_303_586));
    expect(exact.holdAndSpin!.trigger).toEqual(rational(35_741, 4_883_931));
    expect(exact.topAward).toEqual({ multiple: rational(225, 2), probability: rational(1, 87_910_758) });
    expect(exact.maxWin).toEqual(rational(19_055, 4)); // 15 × 250 + 1,000, and a base pay of 13.75
    expect(exact.rtp).toEqual(rationalAdd(exact.baseRtp, exact.holdAndSpin!.rtp));
    const table = rtpTable(heungbuGourds);
    expect(table.rtpPercent).toBe('96.2141');
    expect(table.holdAndSpin!.oneIn).toBeCloseTo(136.65, 2);
    expect(Math.round(table.holdAndSpin!.jackpot.oneIn)).toBe(1_258_428);
    expect(table.holdAndSpin!.jackpot.multiple).toBe(1000);
    expect(rationalToNumber(exact.holdAndSpin!.respinsPerTrigger)).toBeCloseTo(5.0557, 4);
  });

  it('replays a round exactly from the same seeds', () => {
    let features = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const seeds = { serverSeed: 'swallow', clientSeed: 'gourd', nonce };
      const result = spin(heungbuGourds, 2000, createFairRandom(seeds));
      expect(spin(heungbuGourds, 2000, createFairRandom(seeds))).toEqual(result);
      const feature = result.holdAndSpin;
      if (!feature) continue;
      features++;
      const locked = feature.values.flat().filter((v) => v !== null);
      expect(feature.win).toBe(locked.reduce((sum, v) => sum + v, 0) + feature.jackpot);
      expect(result.totalWin).toBe(result.base.win + feature.win);
    }
    expect(features).toBeGreaterThan(0);
  });
});
