import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEG_OUTCOMES, type LegOutcome } from './leg-outcome.ts';
import { betPayout, potentialPayout, type SettledLeg } from './payout.ts';
import { formatPrice, price, returnAt } from './price.ts';

const prices = fc.integer({ min: 101, max: 5_000 }).map((hundredths) => price(hundredths * 10));
const legs = fc.array(fc.record({ price: prices, outcome: fc.constantFrom<LegOutcome>(...LEG_OUTCOMES) }), {
  minLength: 1,
  maxLength: 6,
});
const stakes = fc.integer({ min: 1_000, max: 10_000_000 });
/** How good an outcome is for the bettor, worst first. */
const RANK: LegOutcome[] = ['lost', 'half_lost', 'void', 'half_won', 'won'];

describe('what a bet pays', () => {
  it('hand-derived singles and multis, floored to the won', () => {
    const leg = (hundredths: number, outcome: LegOutcome): SettledLeg => ({
      price: price(hundredths * 10),
      outcome,
    });
    expect(betPayout(10_000, [leg(195, 'won')])).toBe(19_500);
    expect(betPayout(10_000, [leg(195, 'lost')])).toBe(0);
    expect(betPayout(10_000, [leg(195, 'void')])).toBe(10_000);
    // Half on 1.95 (9,750) and half back (5,000).
    expect(betPayout(10_000, [leg(195, 'half_won')])).toBe(14_750);
    expect(betPayout(10_000, [leg(195, 'half_lost')])).toBe(5_000);
    // 1.95 × 2.10 × 1.85 = 7.57575 → 75,757.5 won for 10,000, floored.
    expect(betPayout(10_000, [leg(195, 'won'), leg(210, 'won'), leg(185, 'won')])).toBe(75_757);
    // A void leg counts 1.00; a half-won leg (1 + 2.00) / 2 = 1.5; a half-lost 0.5.
    expect(betPayout(10_000, [leg(195, 'won'), leg(300, 'void')])).toBe(19_500);
    expect(betPayout(10_000, [leg(195, 'won'), leg(200, 'half_won')])).toBe(29_250);
    expect(betPayout(10_000, [leg(195, 'won'), leg(200, 'half_lost')])).toBe(9_750);
    expect(betPayout(10_000, [leg(195, 'won'), leg(200, 'lost')])).toBe(0);
    expect(betPayout(3_333, [leg(101, 'won')])).toBe(3_366);
  });

  it('a multi pays the product of its legs, exactly, floored once', () => {
    fc.assert(
      fc.property(stakes, legs, (stake, settled) => {
        const exact = settled.reduce(
          (sum, { price: p, outcome }) =>
            sum * { won: p / 1000, lost: 0, void: 1, half_won: (1 + p / 1000) / 2, half_lost: 0.5 }[outcome],
          stake,
        );
        const paid = betPayout(stake, settled);
        expect(Number.isInteger(paid)).toBe(true);
        // Floats only approximate the product: within a won of it, and never above the exact one.
        expect(Math.abs(paid - exact)).toBeLessThan(1 + exact * 1e-12);
      }),
    );
  });

  it('a void leg is as if it were not there, and all legs won is the potential payout', () => {
    fc.assert(
      fc.property(stakes, legs, prices, (stake, settled, voided) => {
        expect(betPayout(stake, [...settled, { price: voided, outcome: 'void' }])).toBe(
          betPayout(stake, settled),
        );
        const won = settled.map((leg) => ({ ...leg, outcome: 'won' as const }));
        expect(betPayout(stake, won)).toBe(
          potentialPayout(
            stake,
            settled.map((leg) => leg.price),
          ),
        );
      }),
    );
  });

  it('a better result on any leg never pays less', () => {
    fc.assert(
      fc.property(stakes, legs, fc.nat(), (stake, settled, pick) => {
        const index = pick % settled.length;
        const leg = settled[index]!;
        const better = RANK[Math.min(RANK.length - 1, RANK.indexOf(leg.outcome) + 1)]!;
        const improved = settled.map((other, i) => (i === index ? { ...other, outcome: better } : other));
        expect(betPayout(stake, improved)).toBeGreaterThanOrEqual(betPayout(stake, settled));
      }),
    );
  });
});

describe('prices', () => {
  it('are thousandths shown to two decimals, within 1.01 and 1,000', () => {
    expect(formatPrice(price(1_950))).toBe('1.95');
    expect(formatPrice(price(1_010))).toBe('1.01');
    expect(formatPrice(price(12_500))).toBe('12.50');
    expect(formatPrice(price(1_957))).toBe('1.95');
    expect(returnAt(3_333, price(1_950))).toBe(6_499);
    expect(() => price(1_000)).toThrow(RangeError);
    expect(() => price(1_950.5)).toThrow(RangeError);
    expect(() => price(1_000_010)).toThrow(RangeError);
  });
});
