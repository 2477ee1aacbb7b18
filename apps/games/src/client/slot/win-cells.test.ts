import { createFairRandom, goldenPersimmon, hahoeMaskDance, skyPalace, spin } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { winDisplays } from './win-cells.ts';

const seeds = (nonce: number) => ({ serverSeed: 'server-seed', clientSeed: 'client', nonce });

describe('winDisplays', () => {
  it('covers the first `count` cells of each winning payline', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const result = spin(skyPalace, 200, createFairRandom(seeds(nonce)));
      const shown = winDisplays(skyPalace, result.base).filter((w) => w.kind === 'line');
      expect(shown).toHaveLength(result.base.lineWins.length);
      for (const win of shown) {
        expect(win.path).toHaveLength(5);
        expect(win.cells).toEqual(win.path!.slice(0, win.count));
        // Every covered cell shows the symbol or a wild.
        for (const [reel, row] of win.cells)
          expect([win.symbol, 'WD']).toContain(result.base.window[reel]![row]);
      }
    }
  });

  it('covers every matching cell of a ways win on its leading reels', () => {
    let checked = 0;
    for (let nonce = 0; nonce < 100; nonce++) {
      const result = spin(goldenPersimmon, 500, createFairRandom(seeds(nonce)));
      for (const win of winDisplays(goldenPersimmon, result.base).filter((w) => w.kind === 'ways')) {
        const reels = new Set(win.cells.map(([reel]) => reel));
        expect([...reels].sort()).toEqual([...Array(win.count).keys()]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('covers the x2 and x3 mask wilds of a ways win and names their multipliers', () => {
    const window = [
      ['SB', 'A', 'K'],
      ['W2', 'Q', 'J'],
      ['A', 'W3', 'SB'],
      ['Q', 'J', 'A'],
      ['K', 'Q', 'J'],
    ];
    const [win] = winDisplays(hahoeMaskDance, {
      window,
      wayWins: [{ symbol: 'SB', count: 3, ways: 8, pay: 3200 }],
    });
    expect(win?.cells).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [2, 2],
    ]);
    expect(win?.multipliers).toEqual([2, 3]);
    expect(win?.pay).toBe(3200);
  });

  it('shows scatters only when they pay or award free spins', () => {
    const window = [
      ['SC', 'A', 'K'],
      ['Q', 'SC', 'J'],
      ['A', 'K', 'SC'],
      ['Q', 'J', 'A'],
      ['K', 'Q', 'J'],
    ];
    const spinOf = (pay: number, awarded: number) => ({
      window,
      lineWins: [],
      wayWins: [],
      scatter: { count: 3, pay },
      freeSpinsAwarded: awarded,
    });
    expect(winDisplays(skyPalace, spinOf(200, 10))[0]?.cells).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(winDisplays(skyPalace, spinOf(0, 0))).toEqual([]);
  });
});
