import type { CascadeStep, ReelSpin } from '@haneul/game-math';

/**
 * How the window plays back a cascade chain the server already played: which symbol falls from
 * where in each tumble, and what the multiplier meter reads after each window. Amounts are the
 * server's (each window's way wins, each tumble's win); nothing here decides what anything pays.
 */

/** One cell of a reel after a tumble: its symbol and the row it falls from (negative: from above). */
export interface DropCell {
  code: string;
  from: number;
}

/**
 * One reel's tumble. The engine keeps the cells that did not vanish in order at the bottom and
 * refills the top from the strip, so a kept cell falls from its old row and the k-th new cell (of
 * n) from k - n, above the window, as if the whole column slid down together.
 */
export function dropColumn(after: readonly string[], removedRows: readonly number[]): DropCell[] {
  const rows = after.length;
  const kept = Array.from({ length: rows }, (_, row) => row).filter((row) => !removedRows.includes(row));
  const fresh = rows - kept.length;
  return after.map((code, row) => ({ code, from: row < fresh ? row - fresh : kept[row - fresh]! }));
}

/** The rows of each reel that vanished in a tumble, from the step's `[reel, row]` cells. */
export function removedByReel(step: Pick<CascadeStep, 'removed'>, reels: number): number[][] {
  const out = Array.from({ length: reels }, (): number[] => []);
  for (const [reel, row] of step.removed) out[reel]?.push(row);
  return out;
}

/** What the meter shows after one window of the chain: its multiplier, its win, the chain so far. */
export interface ChainReading {
  multiplier: number;
  win: number;
  total: number;
}

/**
 * The meter's readings: the spin's own window first (its way wins, at the first multiplier), then
 * each tumble, so the last total is the spin's win as the server answered it.
 */
export function chainReadings(
  spin: Pick<ReelSpin, 'multiplier' | 'wayWins' | 'win' | 'cascades'>,
): ChainReading[] {
  const first = spin.wayWins.reduce((sum, win) => sum + win.pay, 0);
  const readings: ChainReading[] = [{ multiplier: spin.multiplier, win: first, total: first }];
  for (const step of spin.cascades ?? []) {
    const total = readings.at(-1)!.total + step.win;
    readings.push({ multiplier: step.multiplier, win: step.win, total });
  }
  return readings;
}
