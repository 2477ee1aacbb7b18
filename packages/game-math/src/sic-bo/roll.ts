import type { RandomSource } from '../fair/random-source.ts';

/** Three dice, in the order they were drawn, each 1–6. */
export type SicBoDice = [number, number, number];

/**
 * Rolls the three dice: `nextInt(6) + 1` three times, first die first, nothing else drawn. Every
 * one of the 6^3 = 216 ordered rolls is exactly equally likely (`nextInt` is exact), which is
 * all the exact odds assume.
 */
export function rollSicBo(rng: RandomSource): SicBoDice {
  return [rng.nextInt(6) + 1, rng.nextInt(6) + 1, rng.nextInt(6) + 1];
}

/** Every ordered roll, 1-1-1 to 6-6-6: the 216 equally likely outcomes the odds count. */
export function everySicBoRoll(): SicBoDice[] {
  return Array.from({ length: 216 }, (_, i): SicBoDice => [
    Math.floor(i / 36) + 1,
    (Math.floor(i / 6) % 6) + 1,
    (i % 6) + 1,
  ]);
}
