import { ROAD_ROWS, type RoadRound } from './road-round.ts';

/**
 * 육매 (bead plate): one bead per coup, ties included, filling each column top to bottom and the
 * columns left to right. Only the last `columns` columns are kept, dropping whole columns from the
 * left, so beads never change row as the board scrolls.
 */
export interface BeadCell extends RoadRound {
  col: number;
  row: number;
}

export function beadPlate(rounds: readonly RoadRound[], columns: number): BeadCell[] {
  const used = Math.ceil(rounds.length / ROAD_ROWS);
  const skip = Math.max(0, used - columns) * ROAD_ROWS;
  return rounds.slice(skip).map((round, i) => ({
    ...round,
    col: Math.floor(i / ROAD_ROWS),
    row: i % ROAD_ROWS,
  }));
}
