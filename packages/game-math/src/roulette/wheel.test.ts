import { describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from '../index.ts';
import { pocketColour, RED_NUMBERS, ROULETTE_WHEEL, spinRoulette } from './index.ts';

describe('the European wheel', () => {
  // Wheel order and red numbers as published, e.g. casinothaicard.com/how-to-play-zero-roulette/
  // ("0-32-15-19-4-21-2-25-17-34-6-27-13-36-11-30-8-23-10-5-24-16-33-1-20-14-31-9-22-18-29-7-28-
  // 12-35-3-26"; red "1-3-5-7-9-12-14-16-18-19-21-23-25-27-30-32-34-36").
  it('holds every pocket 0–36 once, starting at 0', () => {
    expect(ROULETTE_WHEEL).toHaveLength(37);
    expect([...ROULETTE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(ROULETTE_WHEEL.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
  });

  it('alternates red and black all the way round, 18 of each', () => {
    expect(RED_NUMBERS).toHaveLength(18);
    const colours = ROULETTE_WHEEL.slice(1).map(pocketColour);
    colours.forEach((colour, i) => expect(colour).toBe(i % 2 === 0 ? 'red' : 'black'));
    expect(pocketColour(0)).toBe('green');
    expect(() => pocketColour(37)).toThrow(RangeError);
    expect(() => pocketColour(1.5)).toThrow(RangeError);
  });
});

describe('spinRoulette', () => {
  it('draws exactly one nextInt(37) and returns it as the pocket', () => {
    const inner = createSeededRandom(7);
    const calls: number[] = [];
    const rng: RandomSource = {
      ...inner,
      nextInt: (n) => {
        calls.push(n);
        return inner.nextInt(n);
      },
    };
    const pockets = Array.from({ length: 100 }, () => spinRoulette(rng));
    expect(calls).toEqual(new Array<number>(100).fill(37));
    const again = createSeededRandom(7);
    expect(pockets).toEqual(pockets.map(() => again.nextInt(37)));
  });
});
