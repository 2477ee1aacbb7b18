import type { Card } from '../baccarat/cards.ts';
import {
  dealDragonTiger,
  dragonTigerMaxWinMultiple,
  dragonTigerOdds,
  isDragonTigerBet,
  settleDragonTiger,
  type DragonTigerCoup,
} from '../dragon-tiger/index.ts';
import type { RandomSource } from '../fair/random-source.ts';
import type { Rational } from '../rational/rational.ts';
import {
  parseRouletteBet,
  rouletteMaxWinMultiple,
  rouletteOdds,
  settleRoulette,
  spinRoulette,
} from '../roulette/index.ts';
import { parseSicBoBet, rollSicBo, settleSicBo, sicBoMaxWinMultiple, sicBoOdds } from '../sic-bo/index.ts';
import { rationalCompare } from '../rational/rational.ts';
import type { TableBets, TableSettlement } from './table-settlement.ts';

/**
 * The three tables played as "stakes on spots, one draw, settle" behind one interface, so the game
 * server, the verify page and the simulator handle roulette, dragon tiger and sic bo alike: a round
 * is `draw(rng)` then `settle(bets, draw)`, and `betKind` names the row of the odds table (and the
 * table limit) a bet key belongs to.
 */
export type TableDraw =
  | { kind: 'roulette'; pocket: number }
  | {
      kind: 'dragonTiger';
      dragon: Card;
      tiger: Card;
      outcome: DragonTigerCoup['outcome'];
      suitedTie: boolean;
    }
  | { kind: 'sicBo'; dice: [number, number, number] };

export type TableKind = TableDraw['kind'];

/** One kind of bet: what it pays as printed on the layout, and its exact house edge. */
export interface TableOddsRow {
  bet: string;
  pays: string;
  edge: Rational;
}

export interface TableGame<K extends TableKind = TableKind> {
  kind: K;
  /** The kind of bet a key is (`straight`, `dragon`, `total`, ...), or null for a key the table has not. */
  betKind(key: string): string | null;
  draw(rng: RandomSource): Extract<TableDraw, { kind: K }>;
  settle(bets: TableBets, draw: Extract<TableDraw, { kind: K }>): TableSettlement;
  /** A row per kind of bet, in the order the help screen lists them. */
  odds(): TableOddsRow[];
  /** The largest payout per won staked any round can return (the wallet's declared maximum). */
  maxWinMultiple(): Rational;
}

const roulette: TableGame<'roulette'> = {
  kind: 'roulette',
  betKind: (key) => parseRouletteBet(key)?.kind ?? null,
  draw: (rng) => ({ kind: 'roulette', pocket: spinRoulette(rng) }),
  settle: (bets, draw) => settleRoulette(bets, draw.pocket),
  odds: () => rouletteOdds().map((row) => ({ bet: row.kind, pays: `${row.pays}:1`, edge: row.edge })),
  maxWinMultiple: rouletteMaxWinMultiple,
};

const dragonTiger: TableGame<'dragonTiger'> = {
  kind: 'dragonTiger',
  betKind: (key) => (isDragonTigerBet(key) ? key : null),
  draw: (rng) => ({ kind: 'dragonTiger', ...dealDragonTiger(rng) }),
  settle: (bets, { dragon, tiger, outcome, suitedTie }) =>
    settleDragonTiger(bets, { dragon, tiger, outcome, suitedTie }),
  odds: () => dragonTigerOdds().map(({ bet, pays, edge }) => ({ bet, pays, edge })),
  maxWinMultiple: dragonTigerMaxWinMultiple,
};

/**
 * Sic bo's odds come a row per key (52); the help lists a kind once when all its keys pay and cost
 * alike (every combination, every double) and key by key where they differ (the totals).
 */
function foldSameKind(rows: ReturnType<typeof sicBoOdds>): TableOddsRow[] {
  const folded: TableOddsRow[] = [];
  for (const row of rows) {
    const sameKind = rows.filter((other) => other.kind === row.kind);
    const uniform = sameKind.every(
      (other) => other.pays === row.pays && rationalCompare(other.edge, row.edge) === 0,
    );
    if (!uniform) folded.push({ bet: row.bet, pays: row.pays, edge: row.edge });
    else if (sameKind[0] === row) folded.push({ bet: row.kind, pays: row.pays, edge: row.edge });
  }
  return folded;
}

const sicBo: TableGame<'sicBo'> = {
  kind: 'sicBo',
  betKind: (key) => parseSicBoBet(key)?.kind ?? null,
  draw: (rng) => ({ kind: 'sicBo', dice: rollSicBo(rng) }),
  settle: (bets, draw) => settleSicBo(bets, draw.dice),
  odds: () => foldSameKind(sicBoOdds()),
  maxWinMultiple: sicBoMaxWinMultiple,
};

export const TABLE_GAMES: { readonly [K in TableKind]: TableGame<K> } = { roulette, dragonTiger, sicBo };

/** Draws and settles one table round: what the game server stores and the verify page replays. */
export function playTableRound<K extends TableKind>(
  kind: K,
  bets: TableBets,
  rng: RandomSource,
): { draw: Extract<TableDraw, { kind: K }>; settlement: TableSettlement } {
  const game = TABLE_GAMES[kind] as TableGame<K>;
  const draw = game.draw(rng);
  return { draw, settlement: game.settle(bets, draw) };
}
