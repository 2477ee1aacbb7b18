import { describe, expect, it } from 'vitest';
import {
  exactRtp,
  maxWinMultiple,
  rational,
  rationalAdd,
  rationalMul,
  rationalSub,
  spin,
  type Rational,
} from '../index.ts';
import { cappedTitle } from '../testing/capped-title.ts';
import { forEveryPath } from '../testing/every-path.ts';

/** Every path of `spin` on the capped title (1 won = 1 total bet), summed exactly. */
function bruteForce() {
  const zero = rational(0);
  const sums = {
    win: zero,
    winSquares: zero,
    base: zero,
    free: zero,
    hit: zero,
    trigger: zero,
    played: zero,
  };
  let top = -1;
  forEveryPath(
    (rng) => spin(cappedTitle, 1, rng),
    (result, p) => {
      const add = (key: keyof typeof sums, value: number) =>
        (sums[key] = rationalAdd(sums[key], rationalMul(p, rational(value))));
      add('win', result.totalWin);
      add('winSquares', result.totalWin ** 2);
      add('base', result.base.win);
      add('free', result.freeSpinsWin);
      add('hit', result.base.win > 0 || result.base.freeSpinsAwarded > 0 ? 1 : 0);
      add('trigger', result.base.freeSpinsAwarded > 0 ? 1 : 0);
      add('played', result.freeSpins.length);
      top = Math.max(top, result.totalWin);
    },
  );
  return { ...sums, top };
}

let brute: ReturnType<typeof bruteForce> | undefined;
const everyPath = () => (brute ??= bruteForce());

describe('capped free-spin feature', () => {
  it('equals the brute force over every path of spin, though uncapped it would never end', () => {
    const brute = everyPath();
    const exact = exactRtp(cappedTitle);
    expect(exact.retriggerRate).toEqual(rational(9, 8));
    expect(exact.rtp).toEqual(brute.win);
    expect(exact.baseRtp).toEqual(brute.base);
    expect(exact.freeSpinsRtp).toEqual(brute.free);
    expect(exact.variance).toEqual(rationalSub(brute.winSquares, rationalMul(brute.win, brute.win)));
    expect(exact.hitFrequency).toEqual(brute.hit);
    expect(exact.freeSpinsTrigger).toEqual(brute.trigger);
    expect(rationalMul(exact.freeSpinsPerTrigger, exact.freeSpinsTrigger)).toEqual(brute.played);
  });

  it('knows the largest win: attained on some path, not the naive bound', () => {
    const brute = everyPath();
    expect(maxWinMultiple(cappedTitle)).toEqual(rational(brute.top));
    expect(brute.top).toBe(132); // by hand, see capped-title.ts; the naive bound says 165
  });

  it('pays, by Wald, a free spin’s mean return for every spin it plays', () => {
    // A spin's pay is independent of whether it is played (that depends on earlier spins only),
    // so E[feature] = E[X] · E[spins played]: the DP's pay and spin counts must agree exactly.
    const exact = exactRtp(cappedTitle);
    const perTrigger: Rational = rationalMul(exact.freeSpinsPerTrigger, exact.freeSpinReturn);
    expect(exact.freeSpinsRtp).toEqual(rationalMul(exact.freeSpinsTrigger, perTrigger));
  });
});
