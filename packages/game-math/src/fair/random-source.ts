/**
 * The one interface every engine draws randomness through. The provably fair HMAC stream and the
 * fast seeded generator both implement it, so a slot spin or a baccarat shuffle never knows which
 * one it was given: the game server injects the fair one, the simulator the fast one.
 */

/** A source of uniformly distributed random numbers. */
export interface RandomSource {
  /** The next uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** A uniform integer in [0, n) for an integer 1 <= n <= 2^32, every value exactly equally likely. */
  nextInt(n: number): number;
  /** A float in [0, 1): the next uint32 divided by 2^32. */
  nextFloat(): number;
}

const TWO_POW_32 = 2 ** 32;

/**
 * Draws a uniform integer in [0, n) from a uint32 stream by rejection.
 *
 * Why this is exact: `zone` is the largest multiple of n not above 2^32, so the accepted values
 * [0, zone) split into n residue classes of exactly zone / n members each. Values at or above
 * `zone` are thrown away and another uint32 is drawn. A bare `u % n` (or `floor(f × n)`) would
 * give some results one extra preimage; rejecting the tail removes that bias completely. At most
 * half of all draws are rejected (n just above 2^31), and for a reel of 40 stops only 16 of the
 * 2^32 values are, so the expected number of draws is barely above one.
 */
export function uniformInt(nextUint32: () => number, n: number): number {
  const zone = n < ZONE_CACHE_SIZE ? cachedZone(n) : zoneOf(n);
  for (;;) {
    const u = nextUint32();
    if (u < zone) return u % n;
  }
}

/** The largest multiple of n not above 2^32 (see {@link uniformInt}), checking n on the way. */
function zoneOf(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`nextInt: n must be an integer in [1, 2^32], got ${n}`);
  }
  return TWO_POW_32 - (TWO_POW_32 % n);
}

/**
 * Zones of the small ranges (reel lengths, card counts), remembered: a zone depends on n alone,
 * and computing it is a floating-point remainder on every draw the simulator makes. 0 = not yet.
 */
const ZONE_CACHE_SIZE = 4096;
const zones = new Float64Array(ZONE_CACHE_SIZE);

function cachedZone(n: number): number {
  const known = zones[n];
  if (known) return known;
  const zone = zoneOf(n);
  zones[n] = zone;
  return zone;
}

/**
 * Wraps a uint32 generator into a full {@link RandomSource}, so every implementation shares the
 * same integer and float rules and a round replays identically whichever generator made it.
 */
export function createRandomSource(nextUint32: () => number): RandomSource {
  return {
    nextUint32,
    nextInt: (n) => uniformInt(nextUint32, n),
    nextFloat: () => nextUint32() / TWO_POW_32,
  };
}
