import { describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from '../index.ts';
import { scriptedRandom } from '../testing/scripted-random.ts';
import { everySicBoRoll, rollSicBo } from './index.ts';

describe('rollSicBo', () => {
  it('draws exactly three nextInt(6), first die first, each plus one', () => {
    const inner = createSeededRandom(3);
    const calls: number[] = [];
    const rng: RandomSource = {
      ...inner,
      nextInt: (n) => {
        calls.push(n);
        return inner.nextInt(n);
      },
    };
    const rolls = Array.from({ length: 50 }, () => rollSicBo(rng));
    expect(calls).toEqual(new Array<number>(150).fill(6));
    const again = createSeededRandom(3);
    expect(rolls).toEqual(rolls.map(() => [1, 2, 3].map(() => again.nextInt(6) + 1)));

    const scripted = scriptedRandom([0, 5, 2]);
    expect(rollSicBo(scripted)).toEqual([1, 6, 3]);
    expect(scripted.remaining).toBe(0);
  });
});

describe('everySicBoRoll', () => {
  it('lists the 216 ordered rolls once each', () => {
    const rolls = everySicBoRoll();
    expect(rolls).toHaveLength(216);
    expect(new Set(rolls.map((dice) => dice.join('-'))).size).toBe(216);
    expect(rolls[0]).toEqual([1, 1, 1]);
    expect(rolls[215]).toEqual([6, 6, 6]);
    expect(rolls.flat().every((d) => d >= 1 && d <= 6)).toBe(true);
  });
});
