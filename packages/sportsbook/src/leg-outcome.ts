import { lineKind, type Line } from './line.ts';
import type { MarketTerms, SelectionKey } from './markets.ts';

/** How one leg of a bet settles. */
export const LEG_OUTCOMES = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type LegOutcome = (typeof LEG_OUTCOMES)[number];

/** A final score (goals, points, runs, sets or maps). */
export interface Score {
  home: number;
  away: number;
}

const sign = (value: number): -1 | 0 | 1 => (value > 0 ? 1 : value < 0 ? -1 : 0);

/**
 * A two-way selection on a line, given its margin in quarters (its side's score, adjusted by the
 * line, minus the other side's, or the total minus the line for over). A whole or half line wins,
 * pushes (whole lines only) or loses; a quarter line is half the stake on each neighbouring line a
 * quarter away, which is how a half-won or half-lost leg comes about.
 */
function onLine(margin: number, value: Line): LegOutcome {
  if (lineKind(value) !== 'quarter') return margin > 0 ? 'won' : margin < 0 ? 'lost' : 'void';
  const low = sign(margin - 1);
  const high = sign(margin + 1);
  if (low === high) return low > 0 ? 'won' : 'lost';
  // Neighbouring halves differ by half a goal: one of them lands exactly on its whole line.
  return low === 0 ? 'half_won' : 'half_lost';
}

/** Home, draw or away on a margin of home over away. */
function threeWay(margin: number, selection: SelectionKey): LegOutcome {
  const winner = margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw';
  return winner === selection ? 'won' : 'lost';
}

/**
 * How a leg settles on the final score. The score is the sports fact; this is the money decision
 * for one selection, kept apart so that a corrected score re-settles by the same rule.
 */
export function legOutcome(terms: MarketTerms, selection: SelectionKey, score: Score): LegOutcome {
  const difference = score.home - score.away;
  switch (terms.type) {
    case '1x2':
      return threeWay(difference, selection);
    case 'handicap':
      return threeWay(4 * difference + terms.line, selection);
    case 'asian_handicap': {
      const home = 4 * difference + terms.line;
      return onLine(selection === 'home' ? home : -home, terms.line);
    }
    case 'over_under': {
      const over = 4 * (score.home + score.away) - terms.line;
      return onLine(selection === 'over' ? over : -over, terms.line);
    }
  }
}
