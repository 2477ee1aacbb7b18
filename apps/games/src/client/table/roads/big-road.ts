import { ROAD_ROWS, type RoadRound, type RoadSide } from './road-round.ts';

/**
 * 본매 (big road). Each win of a side (banker or player, dragon or tiger) is a cell; a streak of
 * the same side runs down one column and a change of side starts the next column at the top. Ties
 * take no cell: they are counted on the cell before them (ties before the first win are counted on
 * the first cell), a suited tie among them marked too. When a streak reaches the sixth row, or the
 * cell below is taken by an earlier tail, it turns right and runs along that row: the dragon tail
 * (용꼬리).
 */
export interface BigRoadCell {
  col: number;
  row: number;
  outcome: RoadSide;
  ties: number;
  /** Dragon tiger: one of the ties counted on this cell was a suited tie. */
  suitedTie: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

export function bigRoad(rounds: readonly RoadRound[]): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const at = (col: number, row: number) => `${col}:${row}`;
  let leadingTies = 0;
  let leadingSuited = false;
  let streakCol = -1;
  let turned = false;

  for (const round of rounds) {
    const last = cells.at(-1);
    if (round.outcome === 'tie') {
      const suited = round.suitedTie === true;
      if (last) {
        last.ties++;
        last.suitedTie ||= suited;
      } else {
        leadingTies++;
        leadingSuited ||= suited;
      }
      continue;
    }
    let col: number;
    let row: number;
    if (last && last.outcome === round.outcome) {
      const down = last.row + 1;
      if (!turned && down < ROAD_ROWS && !taken.has(at(last.col, down))) {
        col = last.col;
        row = down;
      } else {
        turned = true;
        col = last.col + 1;
        row = last.row;
      }
    } else {
      // A new streak starts one column right of where the previous streak started (not where
      // its tail ended), skipping any top cell an earlier tail has already taken.
      streakCol++;
      while (taken.has(at(streakCol, 0))) streakCol++;
      col = streakCol;
      row = 0;
      turned = false;
    }
    taken.add(at(col, row));
    cells.push({
      col,
      row,
      outcome: round.outcome,
      ties: cells.length === 0 ? leadingTies : 0,
      suitedTie: cells.length === 0 && leadingSuited,
      playerPair: round.playerPair === true,
      bankerPair: round.bankerPair === true,
    });
  }
  return cells;
}

/** The cells of the last `columns` columns, renumbered from 0, so the board shows the latest. */
export function lastColumns(cells: readonly BigRoadCell[], columns: number): BigRoadCell[] {
  const maxCol = cells.reduce((max, cell) => Math.max(max, cell.col), -1);
  const first = Math.max(0, maxCol - columns + 1);
  return cells.filter((cell) => cell.col >= first).map((cell) => ({ ...cell, col: cell.col - first }));
}
