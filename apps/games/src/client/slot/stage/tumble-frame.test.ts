import { describe, expect, it } from 'vitest';
import { dropColumn } from '../cascade-steps.ts';
import { fallEase } from './reel-motion.ts';
import { tumbleDone, tumbleFrame, type Tumble } from './tumble-frame.ts';

// Row 1 (B) won and vanishes; N drops in from above, A falls one row, C stays.
const tumble: Tumble = {
  before: ['A', 'B', 'C'],
  vanishing: [1],
  vanishAt: 1000,
  dropAt: 1300,
  dropMs: 400,
  cells: dropColumn(['N', 'A', 'C'], [1]),
};

describe('tumbleFrame', () => {
  it('swells and fades the vanishing cells while the others stay put', () => {
    expect(tumbleFrame(tumble, 1000)).toEqual([
      { code: 'A', y: 0.5, scale: 1, alpha: 1 },
      { code: 'B', y: 1.5, scale: 1, alpha: 1 },
      { code: 'C', y: 2.5, scale: 1, alpha: 1 },
    ]);
    const half = tumbleFrame(tumble, 1150);
    expect(half[1]).toEqual({ code: 'B', y: 1.5, scale: 1.125, alpha: 0.5 });
    expect(half[0]!.alpha).toBe(1);
  });

  it('then drops the new column from above and rests every row on its own place', () => {
    const start = tumbleFrame(tumble, 1300);
    expect(start.map((row) => [row.code, row.y])).toEqual([
      ['N', -0.5],
      ['A', 0.5],
      ['C', 2.5],
    ]);
    const end = tumbleFrame(tumble, 1700);
    expect(end.map((row) => [row.code, row.y])).toEqual([
      ['N', 0.5],
      ['A', 1.5],
      ['C', 2.5],
    ]);
    expect(tumbleDone(tumble, 1699)).toBe(false);
    expect(tumbleDone(tumble, 1700)).toBe(true);
  });

  it('with no time to vanish or drop (reduced motion), is done at once', () => {
    const instant = { ...tumble, dropAt: tumble.vanishAt, dropMs: 0 };
    expect(tumbleDone(instant, instant.vanishAt)).toBe(true);
    expect(tumbleFrame(instant, instant.vanishAt).map((row) => row.y)).toEqual([0.5, 1.5, 2.5]);
  });
});

describe('fallEase', () => {
  it('accelerates, lands, bounces a little and rests', () => {
    expect(fallEase(0)).toBe(0);
    expect(fallEase(0.35)).toBeCloseTo(0.25);
    expect(fallEase(0.7)).toBe(1);
    expect(fallEase(0.85)).toBeCloseTo(0.92);
    expect(fallEase(1)).toBe(1);
    for (let u = 0; u <= 1; u += 0.05) expect(fallEase(u)).toBeLessThanOrEqual(1);
  });
});
