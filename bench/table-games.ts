import {
  applyAction,
  baccaratOdds,
  basicStrategyChart,
  blackjackHouseEdge,
  createSeededRandom,
  createShoe,
  HANEUL_BLACKJACK_RULES,
  playCoup,
  playTableRound,
  rationalToNumber,
  settle,
  settleBlackjack,
  startBlackjack,
  strategyAction,
  TABLE_GAMES,
  type RandomSource,
  type TableBets,
} from '@haneul/game-math';
import { EXACT_TABLE_FIGURES, type TableGameName } from './exact-figures.ts';
import { timeExact } from './time-exact.ts';

/** The bet each simulated round stakes, and what one round is: as the game server plays it. */
function roundOf(game: TableGameName): (rng: RandomSource) => number {
  const tableRound = (kind: 'roulette' | 'dragonTiger' | 'sicBo', bets: TableBets) => (rng: RandomSource) =>
    playTableRound(kind, bets, rng).settlement.totalPayout;
  const chart = basicStrategyChart(HANEUL_BLACKJACK_RULES);
  switch (game) {
    case 'baccarat':
      // A freshly shuffled 8-deck shoe per coup, as every round is dealt (so each verifies alone).
      return (rng) => settle({ banker: 1_000 }, playCoup(createShoe({ rng })).coup).totalPayout;
    case 'roulette':
      return tableRound('roulette', { red: 1_000, 'straight:17': 1_000 });
    case 'dragonTiger':
      return tableRound('dragonTiger', { dragon: 1_000 });
    case 'sicBo':
      return tableRound('sicBo', { big: 1_000 });
    case 'blackjack':
      // A 6-deck shoe per hand, played to the end by the strategy chart.
      return (rng) => {
        let round = startBlackjack(HANEUL_BLACKJACK_RULES, 2_000, rng);
        while (round.phase !== 'settled') round = applyAction(round, strategyAction(chart, round));
        return settleBlackjack(round).totalPayout;
      };
  }
}

export interface TableFigures {
  game: TableGameName;
  /** The main bet's exact house edge, in percent. */
  mainEdgePercent: number;
  exactSeconds: number;
  roundsPerSecond: number;
}

const MAIN_EDGE: Record<TableGameName, () => number> = {
  baccarat: () => rationalToNumber(baccaratOdds().bankerEdge),
  roulette: () => rationalToNumber(TABLE_GAMES.roulette.odds()[0]!.edge),
  dragonTiger: () => rationalToNumber(TABLE_GAMES.dragonTiger.odds()[0]!.edge),
  sicBo: () => rationalToNumber(TABLE_GAMES.sicBo.odds().find((row) => row.bet === 'big')!.edge),
  blackjack: () => blackjackHouseEdge(HANEUL_BLACKJACK_RULES).edge,
};

/**
 * Per table game: the time its exact edges take from nothing (in a fresh worker), and simulated
 * rounds per second on one core with the seeded generator, after an untimed warm-up.
 */
export async function benchTableGames(rounds: number): Promise<TableFigures[]> {
  const figures: TableFigures[] = [];
  for (const game of Object.keys(EXACT_TABLE_FIGURES) as TableGameName[]) {
    const exactSeconds = await timeExact({ kind: 'table', game });
    const play = roundOf(game);
    const warmUp = createSeededRandom(1);
    for (let i = 0; i < rounds / 10; i++) play(warmUp);
    const rng = createSeededRandom(20_261_127);
    const started = performance.now();
    for (let i = 0; i < rounds; i++) play(rng);
    const roundsPerSecond = rounds / ((performance.now() - started) / 1000);
    figures.push({ game, mainEdgePercent: MAIN_EDGE[game]() * 100, exactSeconds, roundsPerSecond });
  }
  return figures;
}
