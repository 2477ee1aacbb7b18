import {
  basicStrategyChart,
  blackjackHouseEdge,
  CHART_UP_CARDS,
  type BlackjackRules,
  type ChartRow,
} from '@haneul/game-math';
import type { TStrategyChart } from '../../../protocol/round-api.ts';

/** What the help screen publishes of a rule set beyond the rules themselves. */
export interface BlackjackFacts {
  /** The exact house edge with basic strategy, insurance declined, 4 decimals. */
  houseEdgePercent: string;
  chart: TStrategyChart;
}

const rowsOf = (rows: ReadonlyMap<number, ChartRow>) =>
  [...rows].map(([hand, row]) => ({ hand, plays: [...row.codes] }));

/**
 * The house edge and the basic-strategy chart of a rule set, both from the engine's combinatorial
 * analysis (about a second each at six decks): the chart is the engine's, never typed in.
 */
export function blackjackFacts(rules: BlackjackRules): BlackjackFacts {
  const chart = basicStrategyChart(rules);
  return {
    houseEdgePercent: blackjackHouseEdge(rules).percent,
    chart: {
      upCards: [...CHART_UP_CARDS],
      hard: rowsOf(chart.hard),
      soft: rowsOf(chart.soft),
      pairs: rowsOf(chart.pairs),
    },
  };
}
