import type { RandomSource } from '../fair/random-source.ts';
import { ROULETTE_POCKETS } from './wheel.ts';

/**
 * Spins the wheel: the winning pocket number, 0–36. One `nextInt(37)` a spin, nothing else drawn,
 * so a round replays from its seeds alone. `nextInt` is exact (rejection sampling), so each of the
 * 37 pockets is exactly equally likely, which is all the published 1/37 edge assumes. The pocket
 * number is drawn, not a position on the wheel: the wheel order is only for display.
 */
export function spinRoulette(rng: RandomSource): number {
  return rng.nextInt(ROULETTE_POCKETS);
}
