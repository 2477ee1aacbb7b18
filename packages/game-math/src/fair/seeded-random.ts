import { createRandomSource, type RandomSource } from './random-source.ts';

/**
 * A fast seeded generator for simulations: xoshiro128** (Blackman and Vigna), 128 bits of state,
 * period 2^128 − 1, passing BigCrush. It is NOT for real rounds: its output is predictable from a
 * few values. Real rounds use the HMAC stream; the simulator needs tens of millions of draws per
 * second, which HMAC cannot give.
 */

/** splitmix32 spreads one 32-bit seed over the four state words, so nearby seeds diverge at once. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * A {@link RandomSource} seeded by an integer (only its low 32 bits are used). The same seed gives
 * the same sequence on every platform, because every step is a 32-bit integer operation.
 */
export function createSeededRandom(seed: number): RandomSource {
  const mix = splitmix32(seed);
  let s0 = mix();
  let s1 = mix();
  let s2 = mix();
  let s3 = mix();
  // An all-zero state would be a fixed point; splitmix32 cannot give four zeros, but be explicit.
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;

  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  return createRandomSource(nextUint32);
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
