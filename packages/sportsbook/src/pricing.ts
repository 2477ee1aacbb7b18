import { legOutcome, type LegOutcome } from './leg-outcome.ts';
import { SELECTIONS, type MarketTerms, type SelectionKey } from './markets.ts';
import { MAX_PRICE, MIN_PRICE, price, type Price } from './price.ts';
import type { ScoreDistribution } from './score-model.ts';

/** The chance of each way a selection can settle, over a distribution of final scores. */
export function outcomeChances(
  terms: MarketTerms,
  selection: SelectionKey,
  scores: ScoreDistribution,
): Record<LegOutcome, number> {
  const chances: Record<LegOutcome, number> = { won: 0, lost: 0, void: 0, half_won: 0, half_lost: 0 };
  for (const score of scores) chances[legOutcome(terms, selection, score)] += score.p;
  return chances;
}

/**
 * The probability a selection's fair price implies: the price p at which a bet returns its stake
 * on average solves p·(won + half_won/2) + half_won/2 + void + half_lost/2 = 1, and the implied
 * probability is 1/p. A market's implied probabilities then sum to 1 (pushes included).
 */
function impliedChance(chances: Record<LegOutcome, number>): number {
  const winning = chances.won + chances.half_won / 2;
  const returned = chances.half_won / 2 + chances.void + chances.half_lost / 2;
  return returned >= 1 ? 0 : winning / (1 - returned);
}

/**
 * A market's prices from a score distribution, with the bookmaker's `margin` (0.05 for a 105%
 * book): each selection's implied probability is scaled by 1 + margin and the price floored to a
 * hundredth, so no selection returns its stake on average. Null when a selection cannot be priced
 * that way within 1.01 and 1,000 (a line too lopsided to offer, or one that can only push): the
 * feed offers another line instead.
 */
export function marketPrices(
  terms: MarketTerms,
  scores: ScoreDistribution,
  margin: number,
): Record<SelectionKey, Price> | null {
  const prices: Partial<Record<SelectionKey, Price>> = {};
  for (const selection of SELECTIONS[terms.type]) {
    const implied = impliedChance(outcomeChances(terms, selection, scores)) * (1 + margin);
    if (implied <= 0) return null;
    const thousandths = Math.floor(100 / implied) * 10;
    if (thousandths < MIN_PRICE || thousandths > MAX_PRICE) return null;
    prices[selection] = price(thousandths);
  }
  return prices as Record<SelectionKey, Price>;
}
