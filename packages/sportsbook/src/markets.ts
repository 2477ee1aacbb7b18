import type { Line } from './line.ts';

/**
 * The markets Korean players bet (승무패, 핸디캡, 언더오버):
 * - `1x2`: home, draw or away on the final score.
 * - `handicap`: the European three-way handicap: a whole-goal line added to the home side's score,
 *   then home, draw or away on the adjusted score.
 * - `asian_handicap`: two ways, home or away, with the line added to the home side (the away side
 *   takes its negative); whole lines push on a level adjusted score, quarter lines split.
 * - `over_under`: over or under a total of both sides' scores, the same three line kinds.
 */
export const MARKET_TYPES = ['1x2', 'handicap', 'asian_handicap', 'over_under'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const SELECTIONS = {
  '1x2': ['home', 'draw', 'away'],
  handicap: ['home', 'draw', 'away'],
  asian_handicap: ['home', 'away'],
  over_under: ['over', 'under'],
} as const satisfies Record<MarketType, readonly string[]>;

export type SelectionKey = (typeof SELECTIONS)[MarketType][number];

/** A market as settlement needs it: its type and, where the type has one, its line. */
export type MarketTerms =
  { type: '1x2'; line: null } | { type: 'handicap' | 'asian_handicap' | 'over_under'; line: Line };

/** Whether the type carries a line, and which kinds it accepts. */
export function marketProblem(type: MarketType, value: Line | null): string | null {
  if (type === '1x2') return value === null ? null : 'a 1x2 market has no line';
  if (value === null) return `a ${type} market needs a line`;
  if (type === 'handicap' && value % 4 !== 0) return 'a European handicap takes whole lines only';
  if (type === 'over_under' && value <= 0) return 'a total is above zero';
  return null;
}

export function isSelectionOf(type: MarketType, key: string): key is SelectionKey {
  return (SELECTIONS[type] as readonly string[]).includes(key);
}
