/**
 * How fast the stage plays a round's steps. `hurry` is the player pressing spin again mid-round;
 * `reduced` is their system's wish for less motion: the same steps are all still shown, but
 * without travel (nothing drops, nothing spins on the board), only swapped in place.
 */
export interface Pace {
  hurry?: boolean;
  reduced?: boolean;
}

/** A cascade tumble: how long the winning cells take to vanish, then the column to drop. */
export function tumbleTiming({ hurry = false, reduced = false }: Pace): { vanishMs: number; dropMs: number } {
  if (reduced) return { vanishMs: 0, dropMs: 0 };
  return hurry ? { vanishMs: 110, dropMs: 160 } : { vanishMs: 300, dropMs: 430 };
}

/** A respin: how long each empty cell spins, and how far apart the reels stop. */
export function respinTiming({ hurry = false, reduced = false }: Pace): {
  spinMs: number;
  staggerMs: number;
} {
  if (reduced) return { spinMs: 0, staggerMs: 0 };
  return hurry ? { spinMs: 160, staggerMs: 40 } : { spinMs: 520, staggerMs: 120 };
}
