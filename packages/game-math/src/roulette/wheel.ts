/**
 * The European single-zero wheel: 37 pockets, 0–36. The order around the wheel matters only to
 * the racetrack (neighbours and the French call bets); the colours only to the red and black bets
 * and the display. Every number bet reads the layout (`layout.ts`), never the wheel.
 */

/** Pockets on the wheel. */
export const ROULETTE_POCKETS = 37;

/** The pockets clockwise around a European wheel, starting at 0. */
export const ROULETTE_WHEEL: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** The 18 red numbers; the other 18 of 1–36 are black, 0 is green. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** A pocket's colour. */
export type PocketColour = 'green' | 'red' | 'black';

/** True for a pocket number of the wheel: an integer 0–36. */
export function isPocket(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < ROULETTE_POCKETS;
}

/** The colour of pocket `n`; throws on a number that is not a pocket. */
export function pocketColour(n: number): PocketColour {
  if (!isPocket(n)) throw new RangeError(`pocketColour: ${n} is not a pocket (0–36)`);
  if (n === 0) return 'green';
  return RED_NUMBERS.includes(n) ? 'red' : 'black';
}
