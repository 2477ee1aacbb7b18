import type { RandomSource } from '../fair/random-source.ts';
import type { CompiledTitle } from './compile-title.ts';

/**
 * Hold and spin as played, shared by `spin` and the simulator so both draw the same numbers in
 * the same order: after the base spin's stops, one `nextInt(Σ value weights)` per cash symbol in
 * the window (reel by reel, top to bottom), whether or not the feature starts; then, if it
 * starts, each respin draws `nextInt(blank weight + Σ value weights)` for every empty cell in the
 * same order. Values are kept per cell in coins, 0 for an empty cell (every value is >= 1 bet).
 */

/** A cash symbol that landed in a respin; `value` in won in a `SpinResult`. */
export interface CashLanding {
  reel: number;
  row: number;
  value: number;
}

/** One respin: what landed, and the respins left after it (reset when anything landed). */
export interface RespinStep {
  landed: CashLanding[];
  respinsLeft: number;
}

/** The feature of a paid spin, in won. */
export interface HoldAndSpinResult {
  respins: RespinStep[];
  /** The locked values at the end, `values[reel][row]` in won, null for a cell left empty. */
  values: (number | null)[][];
  /** The grand jackpot when every cell is locked, else 0. */
  jackpot: number;
  /** Everything the feature pays: the locked values plus the jackpot. */
  win: number;
}

/**
 * Draws a value for every cash symbol of the window into `values` (coins; 0 elsewhere) and
 * answers how many there are.
 */
export function drawCashValues(
  game: CompiledTitle,
  cells: Uint8Array,
  rng: RandomSource,
  values: Float64Array,
): number {
  const { valueDraws } = game.holdAndSpin!;
  let count = 0;
  for (let cell = 0; cell < cells.length; cell++) {
    if (cells[cell] === game.cash) {
      values[cell] = valueDraws[rng.nextInt(valueDraws.length)]!;
      count++;
    } else {
      values[cell] = 0;
    }
  }
  return count;
}

/**
 * Plays the respins from the locked `values` (coins, 0 = empty; updated in place) and answers
 * the feature's pay in coins: the locked values, plus the jackpot for a full window. With
 * `steps`, appends each respin's landings (cell indices reel-major, values in coins).
 */
export function playRespins(
  game: CompiledTitle,
  rng: RandomSource,
  values: Float64Array,
  steps: RespinStep[] | null,
): number {
  const { respins, cellDraws, jackpot } = game.holdAndSpin!;
  const cells = values.length;
  let locked = 0;
  for (let cell = 0; cell < cells; cell++) if (values[cell]! > 0) locked++;
  for (let left = respins; left > 0 && locked < cells;) {
    const landed: CashLanding[] | null = steps ? [] : null;
    let count = 0;
    for (let cell = 0; cell < cells; cell++) {
      if (values[cell]! > 0) continue;
      const value = cellDraws[rng.nextInt(cellDraws.length)]!;
      if (value === 0) continue;
      values[cell] = value;
      count++;
      landed?.push({ reel: Math.floor(cell / game.rows), row: cell % game.rows, value });
    }
    locked += count;
    left = count > 0 ? respins : left - 1;
    steps?.push({ landed: landed!, respinsLeft: left });
  }
  let win = locked === cells ? jackpot : 0;
  for (let cell = 0; cell < cells; cell++) win += values[cell]!;
  return win;
}
