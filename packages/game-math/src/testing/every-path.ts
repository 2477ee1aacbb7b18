import type { RandomSource } from '../fair/random-source.ts';
import { rational, type Rational } from '../rational/rational.ts';

/**
 * Plays a round along every path its draws can take, for brute-force checks of exact figures:
 * an odometer over the `nextInt` answers a run asked for, the last draw turning fastest. Each run
 * replays the previous path up to the draw that moved, so a round's later draws may depend on
 * its earlier ones (a free spin is drawn only if one is owed). A path's probability is the
 * product of 1/n over its draws. Only for rounds with few paths; not exported from the package.
 */
export function forEveryPath<T>(
  play: (rng: RandomSource) => T,
  visit: (result: T, probability: Rational) => void,
): void {
  const answers: number[] = [];
  const sizes: number[] = [];
  for (;;) {
    let depth = 0;
    const rng: RandomSource = {
      nextInt(n) {
        if (depth === answers.length) {
          answers.push(0);
          sizes.push(n);
        }
        if (sizes[depth] !== n) throw new Error('every path: the round is not deterministic');
        return answers[depth++]!;
      },
      nextUint32: () => {
        throw new Error('every path: only nextInt draws can be enumerated');
      },
      nextFloat: () => {
        throw new Error('every path: only nextInt draws can be enumerated');
      },
    };
    const result = play(rng);
    answers.length = sizes.length = depth;
    visit(
      result,
      rational(
        1n,
        sizes.reduce((p, n) => p * BigInt(n), 1n),
      ),
    );
    let turn = depth - 1;
    while (turn >= 0 && answers[turn]! + 1 === sizes[turn]!) turn--;
    if (turn < 0) return;
    answers[turn]! += 1;
    answers.length = sizes.length = turn + 1;
  }
}
