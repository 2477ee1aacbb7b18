import { parseRouletteBet, rouletteBetKeys } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { BOARD_BOUNDS, BOARD_SPOTS, screenBox, type BoardSpot } from './board-geometry.ts';

const overlap = (a: BoardSpot, b: BoardSpot) =>
  Math.abs(a.u - b.u) < (a.du + b.du) / 2 - 1e-9 && Math.abs(a.v - b.v) < (a.dv + b.dv) / 2 - 1e-9;

/** The numbers whose cells a point touches (corners and lines touch up to four). */
function cellsAt(u: number, v: number): number[] {
  return BOARD_SPOTS.filter(
    (spot) =>
      spot.kind === 'straight' &&
      Math.abs(spot.u - u) <= spot.du / 2 + 1e-9 &&
      Math.abs(spot.v - v) <= spot.dv / 2 + 1e-9,
  ).map((spot) => parseRouletteBet(spot.key)!.numbers[0]!);
}

describe('roulette board geometry', () => {
  it('has exactly one target for every key of the catalogue', () => {
    const keys = BOARD_SPOTS.map((spot) => spot.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...rouletteBetKeys()].sort());
    expect(keys).toHaveLength(157);
  });

  it('keeps every target inside the layout', () => {
    for (const spot of BOARD_SPOTS) {
      expect(spot.u - spot.du / 2, spot.key).toBeGreaterThanOrEqual(BOARD_BOUNDS.uMin - 1e-9);
      expect(spot.u + spot.du / 2, spot.key).toBeLessThanOrEqual(BOARD_BOUNDS.uMax + 1e-9);
      expect(spot.v - spot.dv / 2, spot.key).toBeGreaterThanOrEqual(BOARD_BOUNDS.vMin - 1e-9);
      expect(spot.v + spot.dv / 2, spot.key).toBeLessThanOrEqual(BOARD_BOUNDS.vMax + 1e-9);
    }
  });

  it('never lays two cells or two small targets over each other', () => {
    for (const shapeGroup of [['cell'], ['edge', 'cross']]) {
      const group = BOARD_SPOTS.filter((spot) => shapeGroup.includes(spot.shape));
      for (let i = 0; i < group.length; i++)
        for (let j = i + 1; j < group.length; j++)
          expect(overlap(group[i]!, group[j]!), `${group[i]!.key} / ${group[j]!.key}`).toBe(false);
    }
  });

  it('puts each inside bet where the numbers it covers meet', () => {
    for (const spot of BOARD_SPOTS) {
      if (spot.shape === 'cell') continue;
      const numbers = parseRouletteBet(spot.key)!.numbers;
      const touched = cellsAt(spot.u, spot.v);
      if (spot.kind === 'street' || spot.kind === 'line' || spot.kind === 'basket') {
        // On the outer line: touches the first number of its row (rows), or 0 and 1 for the first
        // four; covers the whole rows.
        expect(
          touched.every((n) => numbers.includes(n)),
          spot.key,
        ).toBe(true);
        expect(touched.length, spot.key).toBe(spot.kind === 'street' ? 1 : 2);
      } else {
        expect(
          [...touched].sort((a, b) => a - b),
          spot.key,
        ).toEqual([...numbers]);
      }
    }
  });

  it('maps the layout both ways up without leaving the drawing', () => {
    const zero = BOARD_SPOTS.find((spot) => spot.key === 'straight:0')!;
    expect(screenBox(zero, 'horizontal').left).toBeCloseTo(0);
    expect(screenBox(zero, 'vertical').top).toBeCloseTo(0);
    const three = BOARD_SPOTS.find((spot) => spot.key === 'straight:3')!;
    expect(screenBox(three, 'horizontal').top).toBeCloseTo(0);
    const one = BOARD_SPOTS.find((spot) => spot.key === 'straight:1')!;
    const high = BOARD_SPOTS.find((spot) => spot.key === 'high')!;
    expect(screenBox(one, 'vertical').left).toBeGreaterThan(screenBox(high, 'vertical').left);
    for (const orientation of ['horizontal', 'vertical'] as const)
      for (const spot of BOARD_SPOTS) {
        const box = screenBox(spot, orientation);
        expect(box.left).toBeGreaterThanOrEqual(-1e-9);
        expect(box.top).toBeGreaterThanOrEqual(-1e-9);
        expect(box.left + box.width).toBeLessThanOrEqual(100 + 1e-9);
        expect(box.top + box.height).toBeLessThanOrEqual(100 + 1e-9);
      }
  });
});
