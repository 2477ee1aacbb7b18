import {
  baccaratOdds,
  basicStrategyChart,
  blackjackHouseEdge,
  HANEUL_BLACKJACK_RULES,
  TABLE_GAMES,
} from '@haneul/game-math';

export type TableGameName = 'baccarat' | 'roulette' | 'dragonTiger' | 'sicBo' | 'blackjack';

/**
 * Every exact figure a table's help shows, computed from nothing: each bet's edge (baccarat by
 * enumerating every coup of the 8-deck shoe, the three tables by their outcomes), and for blackjack
 * the composition-dependent analysis of the 6-deck shoe with the strategy chart drawn from it.
 */
export const EXACT_TABLE_FIGURES: Readonly<Record<TableGameName, () => void>> = {
  baccarat: () => baccaratOdds(),
  roulette: () => TABLE_GAMES.roulette.odds(),
  dragonTiger: () => TABLE_GAMES.dragonTiger.odds(),
  sicBo: () => TABLE_GAMES.sicBo.odds(),
  blackjack: () => {
    blackjackHouseEdge(HANEUL_BLACKJACK_RULES);
    basicStrategyChart(HANEUL_BLACKJACK_RULES);
  },
};

/** What a worker times: one slot title's exact RTP, or one table game's exact edges. */
export type ExactJob = { kind: 'slot'; code: string } | { kind: 'table'; game: TableGameName };
