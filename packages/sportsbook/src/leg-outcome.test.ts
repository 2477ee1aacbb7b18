import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legOutcome, type LegOutcome, type Score } from './leg-outcome.ts';
import { line } from './line.ts';
import type { MarketTerms, SelectionKey } from './markets.ts';

const ah = (goals: number): MarketTerms => ({ type: 'asian_handicap', line: line(goals * 4) });
const ou = (goals: number): MarketTerms => ({ type: 'over_under', line: line(goals * 4) });
const eh = (goals: number): MarketTerms => ({ type: 'handicap', line: line(goals * 4) });
const score = (home: number, away: number): Score => ({ home, away });

/**
 * Hand-derived: each case worked out on paper the way a bookmaker's rules explain them (a quarter
 * line is half the stake on each neighbouring line).
 */
const CASES: [string, MarketTerms, SelectionKey, Score, LegOutcome][] = [
  ['1x2 home, 2-1', { type: '1x2', line: null }, 'home', score(2, 1), 'won'],
  ['1x2 draw, 1-1', { type: '1x2', line: null }, 'draw', score(1, 1), 'won'],
  ['1x2 away, 1-1', { type: '1x2', line: null }, 'away', score(1, 1), 'lost'],
  // European handicap −1 on home: 2-0 is 1-0 adjusted, 1-0 a draw, 0-1 an away win.
  ['EH home −1, 2-0', eh(-1), 'home', score(2, 0), 'won'],
  ['EH draw −1, 1-0', eh(-1), 'draw', score(1, 0), 'won'],
  ['EH home −1, 1-0', eh(-1), 'home', score(1, 0), 'lost'],
  ['EH away −1, 1-1', eh(-1), 'away', score(1, 1), 'won'],
  // Asian −0.25 = half on 0 (push on a draw), half on −0.5 (lost on a draw).
  ['AH home −0.25, 1-0', ah(-0.25), 'home', score(1, 0), 'won'],
  ['AH home −0.25, 0-0', ah(-0.25), 'home', score(0, 0), 'half_lost'],
  ['AH away +0.25, 0-0', ah(-0.25), 'away', score(0, 0), 'half_won'],
  ['AH home −0.25, 0-1', ah(-0.25), 'home', score(0, 1), 'lost'],
  // +0.75 = half on +0.5 and half on +1: losing by one loses the first half and pushes the second.
  ['AH home +0.75, 0-0', ah(0.75), 'home', score(0, 0), 'won'],
  ['AH home +0.75, 0-1', ah(0.75), 'home', score(0, 1), 'half_lost'],
  ['AH away −0.75, 0-1', ah(0.75), 'away', score(0, 1), 'half_won'],
  ['AH home +0.75, 0-2', ah(0.75), 'home', score(0, 2), 'lost'],
  // −0.75 = half on −0.5, half on −1: winning by one wins the first half and pushes the second.
  ['AH home −0.75, 1-0', ah(-0.75), 'home', score(1, 0), 'half_won'],
  ['AH home −0.75, 2-0', ah(-0.75), 'home', score(2, 0), 'won'],
  ['AH home −1, 1-0 (push)', ah(-1), 'home', score(1, 0), 'void'],
  ['AH home −1, 2-0', ah(-1), 'home', score(2, 0), 'won'],
  ['AH home −1.5, 1-0', ah(-1.5), 'home', score(1, 0), 'lost'],
  ['AH home 0, 1-1 (push)', ah(0), 'home', score(1, 1), 'void'],
  // Over/under 2.25 = half on 2 and half on 2.5: two goals push the first half.
  ['O 2.25, 1-1', ou(2.25), 'over', score(1, 1), 'half_lost'],
  ['U 2.25, 1-1', ou(2.25), 'under', score(1, 1), 'half_won'],
  ['O 2.25, 2-1', ou(2.25), 'over', score(2, 1), 'won'],
  ['U 2.25, 1-0', ou(2.25), 'under', score(1, 0), 'won'],
  ['O 2.75, 2-1', ou(2.75), 'over', score(2, 1), 'half_won'],
  ['U 2.75, 2-1', ou(2.75), 'under', score(2, 1), 'half_lost'],
  ['O 2, 1-1 (push)', ou(2), 'over', score(1, 1), 'void'],
  ['U 2.5, 2-0', ou(2.5), 'under', score(2, 0), 'won'],
  ['O 168.5 (basketball), 90-80', ou(168.5), 'over', score(90, 80), 'won'],
];

const MIRROR: Record<LegOutcome, LegOutcome> = {
  won: 'lost',
  lost: 'won',
  void: 'void',
  half_won: 'half_lost',
  half_lost: 'half_won',
};

const scores = fc.record({ home: fc.nat({ max: 12 }), away: fc.nat({ max: 12 }) });
const quarters = fc.integer({ min: -24, max: 24 });

describe('how a leg settles', () => {
  it.each(CASES)('%s', (_, terms, selection, final, expected) => {
    expect(legOutcome(terms, selection, final)).toBe(expected);
  });

  it('two-way markets mirror: one side wins what the other loses, halves and pushes alike', () => {
    fc.assert(
      fc.property(scores, quarters, (final, q) => {
        const handicap: MarketTerms = { type: 'asian_handicap', line: line(q) };
        expect(legOutcome(handicap, 'away', final)).toBe(MIRROR[legOutcome(handicap, 'home', final)]);
        const total: MarketTerms = { type: 'over_under', line: line(Math.abs(q) + 1) };
        expect(legOutcome(total, 'under', final)).toBe(MIRROR[legOutcome(total, 'over', final)]);
      }),
    );
  });

  it('three-way markets have exactly one winning selection', () => {
    fc.assert(
      fc.property(scores, fc.integer({ min: -5, max: 5 }), (final, goals) => {
        for (const terms of [{ type: '1x2', line: null } as const, eh(goals)]) {
          const won = (['home', 'draw', 'away'] as const).filter(
            (s) => legOutcome(terms, s, final) === 'won',
          );
          expect(won).toHaveLength(1);
        }
      }),
    );
  });

  it('a quarter line settles as half the stake on each neighbouring line', () => {
    const half: Record<LegOutcome, number> = { won: 2, half_won: 1.5, void: 1, half_lost: 0.5, lost: 0 };
    const returned = (outcome: LegOutcome) => ({ won: 2, void: 1, lost: 0 })[outcome as 'won'];
    fc.assert(
      fc.property(scores, quarters, fc.constantFrom('home', 'away'), (final, q, side) => {
        const quarter = 2 * q + 1; // odd: a quarter line
        const whole = (value: number) =>
          legOutcome({ type: 'asian_handicap', line: line(value) }, side, final);
        // At even money: a half's return is 2, 1 or 0 per unit; the quarter line's the average.
        const expected = (returned(whole(quarter - 1)) + returned(whole(quarter + 1))) / 2;
        expect(half[legOutcome({ type: 'asian_handicap', line: line(quarter) }, side, final)]).toBe(expected);
      }),
    );
  });
});
