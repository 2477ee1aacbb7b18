import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { line } from './line.ts';
import { SELECTIONS, type MarketTerms } from './markets.ts';
import { marketPrices, outcomeChances } from './pricing.ts';
import { bestOfScores, countingScores } from './score-model.ts';

const sum = (values: readonly { p: number }[]) => values.reduce((total, value) => total + value.p, 0);

describe('score models', () => {
  it('give distributions that sum to one, around the score so far', () => {
    const football = countingScores({ home: 1.6, away: 1.1 });
    expect(sum(football)).toBeCloseTo(1, 12);
    const mean = football.reduce((total, s) => total + s.p * s.home, 0);
    expect(mean).toBeCloseTo(1.6, 3);
    const basketball = countingScores({ home: 42, away: 40 }, { home: 40, away: 38 });
    expect(sum(basketball)).toBeCloseTo(1, 12);
    expect(Math.min(...basketball.map((s) => s.home))).toBeGreaterThanOrEqual(40);
  });

  it('play best-of series to the end: 3-0, 3-1, 3-2 and back', () => {
    const volleyball = bestOfScores(5, 0.6);
    expect(volleyball).toHaveLength(6);
    expect(sum(volleyball)).toBeCloseTo(1, 12);
    expect(volleyball.find((s) => s.home === 3 && s.away === 0)?.p).toBeCloseTo(0.216, 12);
    // Down 0-1 in maps of a best of three: two more maps to win in a row.
    const series = bestOfScores(3, 0.5, { home: 0, away: 1 });
    expect(series.find((s) => s.home === 2)?.p).toBeCloseTo(0.25, 12);
  });
});

describe('prices from the margin model', () => {
  const expected = fc.record({
    home: fc.double({ min: 0.3, max: 3.5, noNaN: true }),
    away: fc.double({ min: 0.3, max: 3.5, noNaN: true }),
  });
  const quarters = fc.integer({ min: -10, max: 10 });

  it('never return more than the stake on average, whatever the line', () => {
    fc.assert(
      fc.property(expected, quarters, (xg, q) => {
        const scores = countingScores(xg);
        const markets: MarketTerms[] = [
          { type: '1x2', line: null },
          { type: 'handicap', line: line(4 * Math.trunc(q / 4)) },
          { type: 'asian_handicap', line: line(q) },
          { type: 'over_under', line: line(Math.abs(q) + 1) },
        ];
        let priced = 0;
        for (const terms of markets) {
          const prices = marketPrices(terms, scores, 0.05);
          if (!prices) continue;
          priced += 1;
          for (const selection of SELECTIONS[terms.type]) {
            const p = prices[selection as keyof typeof prices] / 1000;
            const c = outcomeChances(terms, selection, scores);
            const average = c.won * p + (c.half_won * (1 + p)) / 2 + c.void + c.half_lost / 2;
            expect(average).toBeLessThan(1);
          }
        }
        // The 1x2 prices for any match in range; the lines only when balanced enough.
        expect(priced).toBeGreaterThan(0);
      }),
    );
  });

  it('keep a 1x2 book at its margin, less the flooring to a hundredth', () => {
    const prices = marketPrices({ type: '1x2', line: null }, countingScores({ home: 1.5, away: 1.2 }), 0.06)!;
    const book = 1000 / prices.home + 1000 / prices.draw + 1000 / prices.away;
    expect(book).toBeGreaterThanOrEqual(1.06);
    expect(book).toBeLessThan(1.075);
    expect(prices.home).toBeLessThan(prices.away);
  });

  it('offer the balanced lines and refuse the ones too lopsided to price', () => {
    const scores = countingScores({ home: 1.4, away: 1.3 });
    expect(marketPrices({ type: 'over_under', line: line(10) }, scores, 0.05)).not.toBeNull();
    expect(marketPrices({ type: 'asian_handicap', line: line(0) }, scores, 0.05)).not.toBeNull();
    // Over 0.25 goals in a 2.7-goal match: the under would price beyond 1,000 or over below 1.01.
    expect(
      marketPrices({ type: 'over_under', line: line(1) }, countingScores({ home: 4, away: 4 }), 0.05),
    ).toBeNull();
  });
});
