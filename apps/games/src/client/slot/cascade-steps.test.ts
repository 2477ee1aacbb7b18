import { createFairRandom, dragonPalace, spin, type SpinResult } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { chainReadings, dropColumn, removedByReel } from './cascade-steps.ts';

const seeds = (nonce: number) => ({ serverSeed: 'cascade-playback', clientSeed: 'client', nonce });
const spins: SpinResult[] = Array.from({ length: 300 }, (_, nonce) =>
  spin(dragonPalace, 500, createFairRandom(seeds(nonce))),
);
const chains = spins.filter((result) => (result.base.cascades ?? []).length >= 2);

describe('dropColumn', () => {
  it('lets kept cells fall from their old rows and new ones from above, in order', () => {
    expect(dropColumn(['N1', 'N2', 'A', 'C'], [1, 2])).toEqual([
      { code: 'N1', from: -2 },
      { code: 'N2', from: -1 },
      { code: 'A', from: 0 },
      { code: 'C', from: 3 },
    ]);
    expect(dropColumn(['A', 'B', 'C'], [])).toEqual([
      { code: 'A', from: 0 },
      { code: 'B', from: 1 },
      { code: 'C', from: 2 },
    ]);
  });

  it('agrees with every tumble the engine plays: a kept cell shows the symbol it showed before', () => {
    expect(chains.length).toBeGreaterThan(5);
    for (const result of chains) {
      let before = result.base.window;
      for (const step of result.base.cascades!) {
        const removed = removedByReel(step, dragonPalace.reels);
        step.window.forEach((after, reel) => {
          const cells = dropColumn(after, removed[reel]!);
          for (const [row, cell] of cells.entries()) {
            expect(cell.code).toBe(after[row]);
            if (cell.from >= 0) expect(before[reel]![cell.from]).toBe(cell.code);
            // Nothing falls upwards, and nothing moves on a reel that lost no cell.
            expect(cell.from).toBeLessThanOrEqual(row);
            if (removed[reel]!.length === 0) expect(cell.from).toBe(row);
          }
        });
        before = step.window;
      }
    }
  });
});

describe('chainReadings', () => {
  it('reads the first window, then each tumble at its rising multiplier, ending on the spin’s win', () => {
    for (const result of chains) {
      const readings = chainReadings(result.base);
      expect(readings).toHaveLength(result.base.cascades!.length + 1);
      expect(readings.map((r) => r.multiplier)).toEqual(
        [1, 2, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5].slice(0, readings.length),
      );
      expect(readings.at(-1)!.total).toBe(result.base.win);
      for (const [i, reading] of readings.entries())
        expect(reading.total).toBe((readings[i - 1]?.total ?? 0) + reading.win);
    }
  });

  it('reads one window for a spin without a tumble', () => {
    const still = spins.find((result) => result.base.win === 0)!;
    expect(chainReadings(still.base)).toEqual([{ multiplier: 1, win: 0, total: 0 }]);
  });
});
