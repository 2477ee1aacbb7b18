import type { CashLanding, HoldAndSpinResult } from '@haneul/game-math';

/**
 * How the window plays back a hold-and-spin feature the server already played: the values locked
 * when it starts, then after each respin what landed, the respins left and the values locked so
 * far. Every value is the server's; the feature's total and jackpot are read from its answer.
 */
export type CashGrid = (number | null)[][];

export interface RespinFrame {
  landed: CashLanding[];
  respinsLeft: number;
  /** The locked values after this respin, `[reel][row]`. */
  grid: CashGrid;
  /** Cells locked and the sum of their values, for the counter over the reels. */
  locked: number;
  collected: number;
}

export interface HoldPlayback {
  start: { grid: CashGrid; locked: number; collected: number };
  frames: RespinFrame[];
}

function tally(grid: CashGrid): { locked: number; collected: number } {
  const values = grid.flat().filter((value): value is number => value !== null);
  return { locked: values.length, collected: values.reduce((sum, value) => sum + value, 0) };
}

/** The feature from the base window's cash values through every respin the server answered. */
export function holdPlayback(
  cashValues: CashGrid,
  feature: Pick<HoldAndSpinResult, 'respins'>,
): HoldPlayback {
  let grid = cashValues.map((column) => [...column]);
  const frames = feature.respins.map((respin): RespinFrame => {
    grid = grid.map((column) => [...column]);
    for (const { reel, row, value } of respin.landed) grid[reel]![row] = value;
    return { landed: respin.landed, respinsLeft: respin.respinsLeft, grid, ...tally(grid) };
  });
  return { start: { grid: cashValues, ...tally(cashValues) }, frames };
}
