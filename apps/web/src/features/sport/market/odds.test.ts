import { describe, expect, it } from 'vitest';
import { formatGoals, sideLine } from './lines';
import { formatCombinedOdds, formatOdds, potentialReturn } from './odds';

describe('odds', () => {
  it('shows prices to two decimals, truncated', () => {
    expect(formatOdds(1.95)).toBe('1.95');
    expect(formatOdds(2)).toBe('2.00');
    expect(formatOdds(1.019)).toBe('1.01');
    expect(formatOdds(54.11)).toBe('54.11');
  });

  it('multiplies a multi in integers and floors the product to hundredths', () => {
    expect(formatCombinedOdds([1.95])).toBe('1.95');
    expect(formatCombinedOdds([1.95, 2.1])).toBe('4.09'); // 4.095
    expect(formatCombinedOdds([1.01, 1.01, 1.01])).toBe('1.03'); // 1.030301
    expect(formatCombinedOdds(Array.from({ length: 10 }, () => 9.99))).toBe('9,900,448,802.09');
  });

  it("returns floor(stake × Π prices) in whole won, the server's potentialPayout", () => {
    expect(potentialReturn(10_000, [1.95])).toBe(19_500);
    expect(potentialReturn(10_000, [1.95, 2.1])).toBe(40_950);
    expect(potentialReturn(3_333, [1.07, 1.07])).toBe(3_815); // 3815.9517
    // 0.1 × 3 in floating point is 0.30000000000000004: the thousandths are integers here.
    expect(potentialReturn(1_000, [1.1, 1.1, 1.1])).toBe(1_331);
    expect(potentialReturn(0, [1.95])).toBe(0);
    expect(potentialReturn(10_000, [])).toBe(0);
  });
});

describe('lines', () => {
  it('signs handicaps with the typographic minus and leaves totals unsigned', () => {
    expect(formatGoals(-0.25, { signed: true })).toBe('−0.25');
    expect(formatGoals(1.5, { signed: true })).toBe('+1.5');
    expect(formatGoals(0, { signed: true })).toBe('0');
    expect(formatGoals(2.5, { signed: false })).toBe('2.5');
    expect(formatGoals(sideLine(0, 'away'), { signed: true })).toBe('0');
    expect(formatGoals(sideLine(-0.75, 'away'), { signed: true })).toBe('+0.75');
  });
});
