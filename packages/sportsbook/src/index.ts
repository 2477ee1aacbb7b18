/**
 * The sportsbook's maths, pure: prices and lines as integers, how a leg settles on a score, what a
 * bet pays, the odds-change policy, and the margin model the demo feed prices markets with.
 */
export { formatPrice, isPrice, MAX_PRICE, MIN_PRICE, price, returnAt, type Price } from './price.ts';
export { formatLine, isLine, line, lineKind, lineValue, type Line, type LineKind } from './line.ts';
export {
  isSelectionOf,
  MARKET_TYPES,
  marketProblem,
  SELECTIONS,
  type MarketTerms,
  type MarketType,
  type SelectionKey,
} from './markets.ts';
export { LEG_OUTCOMES, legOutcome, type LegOutcome, type Score } from './leg-outcome.ts';
export { betPayout, potentialPayout, type SettledLeg } from './payout.ts';
export { acceptedPrice, ODDS_CHANGE_POLICIES, type OddsChangePolicy } from './odds-policy.ts';
export { bestOfScores, countingScores, type ScoreDistribution } from './score-model.ts';
export { marketPrices, outcomeChances } from './pricing.ts';
