import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  rational,
  rationalAdd,
  rationalCompare,
  rationalDiv,
  rationalMul,
  rationalSub,
  rationalSum,
  rationalToExactDecimal,
  rationalToFixed,
  rationalToNumber,
} from '../index.ts';

const arbRational = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n }))
  .map(([n, d]) => rational(n, d));

describe('rational', () => {
  it('keeps fractions in lowest terms with a positive denominator', () => {
    expect(rational(6, -4)).toEqual({ num: -3n, den: 2n });
    expect(rational(0, 7)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1, 0)).toThrow(RangeError);
  });

  it('does arithmetic exactly', () => {
    const third = rational(1, 3);
    expect(rationalAdd(third, rational(1, 6))).toEqual(rational(1, 2));
    expect(rationalSub(third, third)).toEqual(rational(0));
    expect(rationalMul(third, rational(3, 5))).toEqual(rational(1, 5));
    expect(rationalDiv(third, rational(2, 3))).toEqual(rational(1, 2));
    expect(rationalSum([third, third, third])).toEqual(rational(1));
    expect(rationalCompare(rational(1, 3), rational(1, 2))).toBe(-1);
  });

  it('a + b − b = a and (a × b) ÷ b = a', () => {
    fc.assert(
      fc.property(arbRational, arbRational, (a, b) => {
        expect(rationalSub(rationalAdd(a, b), b)).toEqual(a);
        if (b.num !== 0n) expect(rationalDiv(rationalMul(a, b), b)).toEqual(a);
      }),
    );
  });

  it('converts to the nearest double even when both sides pass 2^53', () => {
    expect(rationalToNumber(rational(1, 3))).toBe(1 / 3);
    expect(rationalToNumber(rational(-7, 2))).toBe(-3.5);
    const huge = rational(10n ** 40n + 1n, 3n * 10n ** 40n);
    expect(rationalToNumber(huge)).toBeCloseTo(1 / 3, 15);
  });

  it('formats decimals exactly, rounding half away from zero', () => {
    expect(rationalToFixed(rational(1, 8), 2)).toBe('0.13');
    expect(rationalToFixed(rational(-1, 8), 2)).toBe('-0.13');
    expect(rationalToFixed(rational(2, 3), 4)).toBe('0.6667');
    expect(rationalToFixed(rational(5), 0)).toBe('5');
    expect(rationalToFixed(rational(-1, 1000), 2)).toBe('0.00');
  });

  it('writes a terminating fraction as its exact decimal, and refuses one that never ends', () => {
    expect(rationalToExactDecimal(rational(2316329, 8))).toBe('289541.125');
    expect(rationalToExactDecimal(rational(34534957, 10))).toBe('3453495.7');
    expect(rationalToExactDecimal(rational(12))).toBe('12');
    expect(rationalToExactDecimal(rational(-3, 40))).toBe('-0.075');
    expect(() => rationalToExactDecimal(rational(1, 3))).toThrow(RangeError);
  });
});
