import { slotTitles } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { betOptions, cappedMaxBet, initialBet, stepBet } from './bet-options.ts';

describe('betOptions', () => {
  it.each(slotTitles.map((title) => [title.code, title] as const))(
    '%s offers only valid bets',
    (_, title) => {
      const bets = betOptions(title);
      expect(bets[0]).toBe(title.minBet);
      expect(bets.at(-1)).toBe(title.maxBet);
      expect(bets.length).toBeGreaterThanOrEqual(8);
      for (const bet of bets) {
        expect(bet % title.coinsPerSpin).toBe(0);
        expect(bet).toBeGreaterThanOrEqual(title.minBet);
        expect(bet).toBeLessThanOrEqual(title.maxBet);
      }
      expect([...bets].sort((a, b) => a - b)).toEqual(bets);
      expect(new Set(bets).size).toBe(bets.length);
    },
  );

  it('steps through a 1-2-5 ladder of coin values', () => {
    expect(betOptions({ coinsPerSpin: 20, minBet: 200, maxBet: 200_000 })).toEqual([
      200, 400, 1000, 2000, 4000, 10_000, 20_000, 40_000, 100_000, 200_000,
    ]);
    expect(betOptions({ coinsPerSpin: 25, minBet: 250, maxBet: 250_000 })).toEqual([
      250, 500, 1250, 2500, 5000, 12_500, 25_000, 50_000, 125_000, 250_000,
    ]);
  });

  it('keeps a remembered bet only while it is offered', () => {
    const bets = [100, 200, 500];
    expect(initialBet(bets, 200)).toBe(200);
    expect(initialBet(bets, 300)).toBe(100);
    expect(initialBet(bets, null)).toBe(100);
  });

  it('stops at the ends of the ladder', () => {
    const bets = [100, 200, 500];
    expect(stepBet(bets, 100, -1)).toBe(100);
    expect(stepBet(bets, 100, 1)).toBe(200);
    expect(stepBet(bets, 500, 1)).toBe(500);
  });
});

describe('cappedMaxBet', () => {
  const title = { coinsPerSpin: 20, minBet: 200, maxBet: 100_000 };

  it("keeps the title's maximum without a cap, and rounds a cap down to whole coins", () => {
    expect(cappedMaxBet(title, null)).toBe(100_000);
    expect(cappedMaxBet(title, 5_010)).toBe(5_000);
    expect(cappedMaxBet(title, 1_000_000)).toBe(100_000);
  });

  it("never goes below the title's minimum", () => {
    expect(cappedMaxBet(title, 100)).toBe(200);
  });

  it('gives the selector no option above the cap', () => {
    const bets = betOptions({ ...title, maxBet: cappedMaxBet(title, 5_000) });
    expect(bets.at(-1)).toBe(5_000);
  });
});
