import type { RandomSource } from '../fair/random-source.ts';

/**
 * A RandomSource for tests that answers `nextInt` from a fixed script, so a test can put the
 * reels on chosen stops or stack a deck. Not exported from the package: real rounds always use
 * the fair or the seeded generator.
 */
export function scriptedRandom(script: readonly number[]): RandomSource & { readonly remaining: number } {
  let index = 0;
  const take = (): number => {
    if (index >= script.length) throw new Error('scripted random: script exhausted');
    return script[index++]!;
  };
  return {
    nextUint32: take,
    nextInt(n) {
      const value = take();
      if (!(value >= 0 && value < n)) throw new Error(`scripted random: ${value} is not in [0, ${n})`);
      return value;
    },
    nextFloat: () => take() / 2 ** 32,
    get remaining() {
      return script.length - index;
    },
  };
}
