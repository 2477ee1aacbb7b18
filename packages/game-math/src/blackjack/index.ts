/**
 * Blackjack from a shoe shuffled afresh every round: `startBlackjack(rules, stake, rng)` deals,
 * `legalActions` / `extraStakeOf` / `applyAction` play it as a pure state machine,
 * `settleBlackjack` pays it, `blackjackView` is what the player may see, `replayBlackjack`
 * verifies it. `blackjackHouseEdge` and `basicStrategyChart` come from one combinatorial analysis.
 */
export {
  assertBlackjackRules,
  blackjackRulesProblem,
  HANEUL_BLACKJACK_RULES,
  type BlackjackRules,
} from './rules.ts';
export {
  cardValue as blackjackCardValue,
  handTotal as blackjackHandTotal,
  type BlackjackHandTotal,
} from './hand-total.ts';
export {
  BLACKJACK_ACTIONS,
  type BlackjackAction,
  type BlackjackHand,
  type BlackjackPhase,
  type BlackjackRound,
} from './round.ts';
export { BLACKJACK_MAX_STAKE, startBlackjack } from './deal.ts';
export { applyAction, extraStakeOf, legalActions } from './actions.ts';
export {
  settleBlackjack,
  type BlackjackHandResult,
  type BlackjackSettlement,
  type SettledBlackjackHand,
} from './settle.ts';
export { blackjackView, type BlackjackHandView, type BlackjackView } from './view.ts';
export { replayBlackjack } from './replay.ts';
export { blackjackMaxWinMultiple } from './max-win.ts';
export { blackjackHouseEdge, type BlackjackHouseEdge } from './house-edge.ts';
export {
  basicStrategyChart,
  CHART_UP_CARDS,
  chartColumn,
  type ChartCellValues,
  type ChartRow,
  type StrategyChart,
  type StrategyCode,
} from './strategy-chart.ts';
export { strategyAction } from './strategy-action.ts';
