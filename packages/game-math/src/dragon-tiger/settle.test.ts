import { describe, expect, it } from 'vitest';
import type { Card } from '../index.ts';
import { dragonTigerCoup, isDragonTigerBet, settleDragonTiger } from './index.ts';

const c = (rank: Card['rank'], suit: Card['suit'] = 'S'): Card => ({ rank, suit });

describe('settleDragonTiger', () => {
  it('pays dragon and tiger 1:1, and keeps the losing side', () => {
    const result = settleDragonTiger({ dragon: 1000, tiger: 700, tie: 100 }, dragonTigerCoup(c(9), c(4)));
    expect(result.bets).toEqual([
      { bet: 'dragon', stake: 1000, result: 'win', payout: 2000 },
      { bet: 'tiger', stake: 700, result: 'lose', payout: 0 },
      { bet: 'tie', stake: 100, result: 'lose', payout: 0 },
    ]);
    expect(result).toMatchObject({ totalStake: 1800, totalPayout: 2000 });
  });

  it('returns half of a main bet on a tie, rounded down to whole won for odd stakes', () => {
    const tie = dragonTigerCoup(c(12, 'H'), c(12, 'D'));
    const result = settleDragonTiger({ dragon: 1001, tiger: 1000, tie: 100, suitedTie: 100 }, tie);
    expect(result.bets).toEqual([
      { bet: 'dragon', stake: 1001, result: 'half', payout: 500 }, // 500.5 → 500
      { bet: 'tiger', stake: 1000, result: 'half', payout: 500 },
      { bet: 'tie', stake: 100, result: 'win', payout: 900 },
      { bet: 'suitedTie', stake: 100, result: 'lose', payout: 0 }, // queens of two suits
    ]);
    expect(settleDragonTiger({ tiger: 1 }, tie).totalPayout).toBe(0);
    expect(settleDragonTiger({ tiger: 3 }, tie).totalPayout).toBe(1);
    const odd = 89_999_999_999_999;
    expect(settleDragonTiger({ dragon: odd }, tie).totalPayout).toBe(44_999_999_999_999);
  });

  it('pays the suited tie 50:1 on two copies of one card, alongside the tie', () => {
    const result = settleDragonTiger(
      { tie: 10, suitedTie: 10, dragon: 10 },
      dragonTigerCoup(c(5, 'C'), c(5, 'C')),
    );
    expect(result.bets.map((b) => [b.bet, b.result, b.payout])).toEqual([
      ['tie', 'win', 90],
      ['suitedTie', 'win', 510],
      ['dragon', 'half', 5],
    ]);
  });

  it('pays the largest stakes exactly and refuses unknown bets and bad stakes before settling', () => {
    const suited = dragonTigerCoup(c(13, 'D'), c(13, 'D'));
    expect(settleDragonTiger({ suitedTie: 9e13 }, suited).totalPayout).toBe(4_590_000_000_000_000);
    expect(
      settleDragonTiger({ dragon: 9e13, tiger: 9e13, tie: 9e13, suitedTie: 9e13 }, suited).totalPayout,
    ).toBe(
      9e13 + 9e13 * 9 + 9e13 * 51, // halves of 9e13 each, 9×, 51×
    );
    for (const stake of [0, -5, 2.5, 9e13 + 1, Number.NaN]) {
      expect(() => settleDragonTiger({ tie: 10, dragon: stake }, suited), String(stake)).toThrow(RangeError);
    }
    expect(() => settleDragonTiger({ dragon: 10, player: 10 }, suited)).toThrow(/unknown bet "player"/);
    expect(() => settleDragonTiger({ Dragon: 10 }, suited)).toThrow(RangeError);
    expect(isDragonTigerBet('suitedTie')).toBe(true);
    expect(isDragonTigerBet('toString')).toBe(false);
  });
});
