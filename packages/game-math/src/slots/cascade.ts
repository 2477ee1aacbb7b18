import type { CompiledReelSet, CompiledTitle } from './compile-title.ts';
import { evaluateWays, type WayWin } from './evaluate-window.ts';

/**
 * Cascading (tumbling) wins, shared by `spin`, the simulator and the exact enumeration, so all
 * three play the same chain. A window that wins loses every cell that took part in a win; on each
 * reel the cells left drop to the bottom and the gaps refill from the strip above the window, so
 * the chain is a function of the stops alone and draws nothing from the RNG.
 */

/** One tumble of a cascade chain; `pay` and `win` in won, multiplier applied, in a `ReelSpin`. */
export interface CascadeStep {
  /** Cells of the previous window that vanished, as `[reel, row]`, reel by reel, top to bottom. */
  removed: [number, number][];
  /** Strip index of each reel's top row after the refill (a reel that lost n cells moved n up). */
  stops: number[];
  /** The window after the tumble, `window[reel][row]`. */
  window: string[][];
  wayWins: WayWin[];
  /** The multiplier this window's wins were paid at. */
  multiplier: number;
  win: number;
}

/**
 * Removes the marked cells of reels `0..reels - 1` (clearing their marks), drops the cells above
 * them and refills each reel from its strip above `tops[reel]`, the strip index of its top row,
 * which moves up by the number of cells the reel lost. Reels without marks are left alone.
 */
export function tumble(
  set: CompiledReelSet,
  rows: number,
  cells: Uint8Array,
  marks: Uint8Array,
  tops: Int32Array,
  reels: number,
): void {
  for (let r = 0; r < reels; r++) {
    const first = r * rows;
    // Compact from the bottom up: a kept cell only ever moves down, so one pass in place works.
    let write = first + rows - 1;
    for (let cell = write; cell >= first; cell--) {
      if (marks[cell] === 0) cells[write--] = cells[cell]!;
      else marks[cell] = 0;
    }
    const removed = write - first + 1;
    if (removed === 0) continue;
    const length = set.strips[r]!.length;
    const top = (tops[r]! - removed + length) % length;
    tops[r] = top;
    const strip = set.wrapped[r]!; // strip[top + y] needs no modulo: wrapped repeats rows - 1 stops
    for (let y = 0; y < removed; y++) cells[first + y] = strip[top + y]!;
  }
}

/** The multiplier of the window evaluated at `step` (0 = the spin's own window). */
export function cascadeMultiplier(game: CompiledTitle, step: number): number {
  const { multipliers } = game.cascade!;
  return multipliers[Math.min(step, multipliers.length - 1)]!;
}

/**
 * Plays the tumbles after a spin's first window, which paid `firstPay` coins before its
 * multiplier and left its winning cells in `marks`. Answers the whole chain's pay in coins,
 * multipliers applied, the first window's included. With `steps`, appends each tumble with its
 * wins in coins (the caller converts to won). The chain ends at a window that pays nothing or
 * at the title's `maxSteps`-th window, which pays but does not tumble.
 */
export function playCascade(
  game: CompiledTitle,
  set: CompiledReelSet,
  cells: Uint8Array,
  marks: Uint8Array,
  tops: Int32Array,
  firstPay: number,
  steps: CascadeStep[] | null,
): number {
  const { rows, reels } = game;
  const { maxSteps } = game.cascade!;
  let total = firstPay * cascadeMultiplier(game, 0);
  let pay = firstPay;
  for (let step = 1; pay > 0 && step < maxSteps; step++) {
    const removed: [number, number][] = [];
    if (steps) marks.forEach((m, cell) => m && removed.push([Math.floor(cell / rows), cell % rows]));
    tumble(set, rows, cells, marks, tops, reels);
    const wins: WayWin[] | null = steps ? [] : null;
    pay = evaluateWays(game, cells, wins, marks);
    const multiplier = cascadeMultiplier(game, step);
    total += pay * multiplier;
    steps?.push({
      removed,
      stops: Array.from(tops),
      window: Array.from({ length: reels }, (_, r) =>
        Array.from(cells.subarray(r * rows, (r + 1) * rows), (x) => game.codes[x]!),
      ),
      wayWins: wins!,
      multiplier,
      win: pay * multiplier,
    });
  }
  return total;
}
