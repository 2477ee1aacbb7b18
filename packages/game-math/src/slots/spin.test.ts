import { describe, expect, it } from 'vitest';
import { createFairRandom, createSeededRandom, spin, type SlotTitle } from '../index.ts';
import { cappedTitle } from '../testing/capped-title.ts';
import { COLUMN, rulesTitle, rulesWaysTitle } from '../testing/rules-title.ts';
import { scriptedRandom } from '../testing/scripted-random.ts';

const { AAA, WWW, SCC, BCC, CAC, CCC, AWC } = COLUMN;
const BET = 300; // 3 lines × 100 won per line
const play = (title: SlotTitle, ...spins: number[][]) =>
  spin(title, title === rulesTitle ? BET : 1000, scriptedRandom(spins.flat()));

describe('spin: lines', () => {
  it('shows the window the stops select, top row first', () => {
    const result = play(rulesTitle, [AAA, WWW, SCC, BCC, CAC]);
    expect(result.base.stops).toEqual([0, 3, 6, 9, 12]);
    expect(result.base.window).toEqual([
      ['A', 'A', 'A'],
      ['W', 'W', 'W'],
      ['S', 'C', 'C'],
      ['B', 'C', 'C'],
      ['C', 'A', 'C'],
    ]);
  });

  it('lets wilds stand in for a regular symbol', () => {
    // Every line reads A W A A C: a run of four A.
    const result = play(rulesTitle, [AAA, WWW, AAA, AAA, CCC]);
    expect(result.base.lineWins).toEqual(
      [0, 1, 2].map((line) => ({ line, symbol: 'A', count: 4, pay: 1000 })),
    );
    expect(result.totalWin).toBe(3000);
  });

  it("pays the wilds' own run when it beats the symbol they complete", () => {
    // W W W W A: four wilds (50) beat five A (20).
    const result = play(rulesTitle, [WWW, WWW, WWW, WWW, AAA]);
    expect(result.base.lineWins[0]).toEqual({ line: 0, symbol: 'W', count: 4, pay: 5000 });
    expect(result.totalWin).toBe(15_000);
  });

  it('never substitutes a scatter: a scatter breaks a line and pays anywhere', () => {
    // Top line S W S W S: no line win; three scatters pay 2 × the total bet.
    const result = spin(
      { ...rulesTitle, freeSpins: { awards: {}, multiplier: 1, maxSpins: 100 } },
      BET,
      scriptedRandom([SCC, WWW, SCC, WWW, SCC]),
    );
    expect(result.base.lineWins).toEqual([]);
    expect(result.base.scatter).toEqual({ count: 3, pay: 600 });
    expect(result.totalWin).toBe(600);
  });

  it('plays the free spins from the same RNG, with retriggers and the multiplier', () => {
    const rng = scriptedRandom([
      ...[SCC, WWW, SCC, WWW, SCC], // base: 3 scatters → 2 free spins, pays 2 × bet
      ...[SCC, WWW, SCC, WWW, SCC], // free spin 1: 3 scatters again → 2 more, pays 3 × 2 × bet
      ...[CCC, CCC, CCC, CCC, CCC], // free spins 2–4 pay nothing
      ...[CCC, CCC, CCC, CCC, CCC],
      ...[CCC, CCC, CCC, CCC, CCC],
    ]);
    const result = spin(rulesTitle, BET, rng);
    expect(rng.remaining).toBe(0);
    expect(result.base.freeSpinsAwarded).toBe(2);
    expect(result.freeSpins).toHaveLength(4);
    expect(result.freeSpins[0]).toMatchObject({ freeSpinsAwarded: 2, multiplier: 3, win: 1800 });
    expect(result.freeSpins[0]!.scatter).toEqual({ count: 3, pay: 1800 });
    expect(result.freeSpinsWin).toBe(1800);
    expect(result.totalWin).toBe(600 + 1800);
  });

  it('stops the feature after maxSpins free spins, forfeiting the spins still owed', () => {
    const capped: SlotTitle = { ...rulesTitle, freeSpins: { ...rulesTitle.freeSpins, maxSpins: 3 } };
    const rng = scriptedRandom([
      ...[SCC, WWW, SCC, WWW, SCC], // base: 2 free spins
      ...[SCC, WWW, SCC, WWW, SCC], // free spin 1: 2 more, 3 owed, but only 2 may still be played
      ...[SCC, WWW, SCC, WWW, SCC], // free spin 2: 2 more again, all forfeited
      ...[CCC, CCC, CCC, CCC, CCC], // free spin 3: the last one
      ...[AAA, AAA, AAA, AAA, AAA], // would be free spin 4: never drawn
    ]);
    const result = spin(capped, BET, rng);
    expect(result.freeSpins).toHaveLength(3);
    expect(result.freeSpins.map((s) => s.freeSpinsAwarded)).toEqual([2, 2, 0]);
    expect(rng.remaining).toBe(5);
    expect(result.totalWin).toBe(600 + 1800 + 1800);
  });

  it('draws the same as without a cap for every feature that ends below it', () => {
    // The capped title's feature only ends at the cap or early; raising the cap must leave every
    // early ending untouched and only extend the ones the lower cap cut, draw for draw.
    const raised: SlotTitle = { ...cappedTitle, freeSpins: { ...cappedTitle.freeSpins, maxSpins: 6 } };
    const endings = new Set<string>();
    for (let seed = 0; seed < 500; seed++) {
      const low = spin(cappedTitle, 1, createSeededRandom(seed));
      const high = spin(raised, 1, createSeededRandom(seed));
      expect(low.base).toEqual(high.base);
      expect(low.freeSpins).toEqual(high.freeSpins.slice(0, low.freeSpins.length));
      if (low.freeSpins.length < 4) expect(low).toEqual(high);
      endings.add(low.freeSpins.length < 4 ? 'below' : high.freeSpins.length > 4 ? 'cut' : 'at');
    }
    expect(endings).toEqual(new Set(['below', 'cut', 'at']));
  });

  it('uses the free-spin reel set when the title defines one', () => {
    const allB = Array.from({ length: 21 }, () => 'B');
    const title: SlotTitle = {
      ...rulesTitle,
      freeSpins: {
        awards: { 3: 1 },
        multiplier: 2,
        maxSpins: 100,
        reelStrips: Array.from({ length: 5 }, () => allB),
      },
    };
    const result = spin(title, BET, scriptedRandom([SCC, WWW, SCC, WWW, SCC, 0, 5, 10, 15, 20]));
    expect(result.freeSpins).toHaveLength(1);
    expect(result.freeSpins[0]!.window.flat().every((code) => code === 'B')).toBe(true);
    // Three lines of five B (16 coins each) × multiplier 2 × 100 won a coin.
    expect(result.freeSpins[0]!.win).toBe(3 * 16 * 2 * 100);
  });

  it('refuses a bet outside the range or not a whole number of coins', () => {
    for (const bet of [0, 2, 301, 3003, 1.5])
      expect(() => spin(rulesTitle, bet, scriptedRandom([]))).toThrow(RangeError);
  });

  it('refuses a cap that is not a whole number or is below a base-game award', () => {
    for (const maxSpins of [0, 1, 2.5]) {
      const bad: SlotTitle = { ...rulesTitle, code: 'bad', freeSpins: { ...rulesTitle.freeSpins, maxSpins } };
      expect(() => spin(bad, BET, scriptedRandom([]))).toThrow(/maxSpins/);
    }
  });

  it('replays a round exactly from the same seeds', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 1 };
    expect(spin(rulesTitle, BET, createFairRandom(seeds))).toEqual(
      spin(rulesTitle, BET, createFairRandom(seeds)),
    );
  });
});

describe('spin: ways', () => {
  it('pays each symbol once per way through the leading reels', () => {
    // A or wild: 2 cells on reel 1 (A W C), 3 on reel 2, 1 on reel 3, none on reel 4 → 6 ways of 3.
    const result = play(rulesWaysTitle, [AWC, AAA, CAC, CCC, BCC]);
    expect(result.base.wayWins).toEqual([{ symbol: 'A', count: 3, ways: 6, pay: 6 * 5 * 100 }]);
    expect(result.totalWin).toBe(3000);
  });

  it('counts wilds in every symbol it could complete', () => {
    // Reels of wilds then B: B runs all five reels through the wilds, 3^4 × 1 ways.
    const result = play(rulesWaysTitle, [WWW, WWW, WWW, WWW, BCC]);
    const b = result.base.wayWins.find((w) => w.symbol === 'B');
    expect(b).toEqual({ symbol: 'B', count: 5, ways: 81, pay: 81 * 16 * 100 });
  });

  it('refuses a ways title whose wild pays on its own', () => {
    const bad: SlotTitle = { ...rulesWaysTitle, code: 'bad', symbols: rulesTitle.symbols };
    expect(() => spin(bad, 10, scriptedRandom([0, 0, 0, 0, 0]))).toThrow(/wild cannot pay/);
  });
});
