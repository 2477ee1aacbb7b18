import { describe, expect, it } from 'vitest';
import { settle, type Coup } from '../index.ts';

describe('settle', () => {
  const coup = (outcome: Coup['outcome'], playerPair = false, bankerPair = false) =>
    ({ outcome, playerPair, bankerPair }) as Coup;

  it('pays banker 0.95:1 rounded down to whole won, player 1:1, tie 8:1, pairs 11:1', () => {
    const bets = { player: 1000, banker: 1010, tie: 100, playerPair: 100, bankerPair: 100 };
    expect(settle(bets, coup('banker', true)).bets).toEqual([
      { bet: 'player', stake: 1000, result: 'lose', payout: 0 },
      { bet: 'banker', stake: 1010, result: 'win', payout: 1010 + 959 }, // 959.5 → 959
      { bet: 'tie', stake: 100, result: 'lose', payout: 0 },
      { bet: 'playerPair', stake: 100, result: 'win', payout: 1200 },
      { bet: 'bankerPair', stake: 100, result: 'lose', payout: 0 },
    ]);
    expect(settle({ player: 500 }, coup('player')).totalPayout).toBe(1000);
  });

  it('pushes player and banker bets on a tie', () => {
    const result = settle({ player: 1000, banker: 2000, tie: 100 }, coup('tie'));
    expect(result.bets.map((b) => b.result)).toEqual(['push', 'push', 'win']);
    expect(result).toMatchObject({ totalStake: 3100, totalPayout: 1000 + 2000 + 900 });
  });

  it('rounds the commission exactly even for very large stakes', () => {
    const stake = 89_999_999_999_999; // × 95 is just below 2^53
    expect(settle({ banker: stake }, coup('banker')).totalPayout).toBe(stake + 85_499_999_999_999);
    expect(() => settle({ banker: -1 }, coup('banker'))).toThrow(RangeError);
    expect(() => settle({ tie: 0.5 }, coup('tie'))).toThrow(RangeError);
  });
});
