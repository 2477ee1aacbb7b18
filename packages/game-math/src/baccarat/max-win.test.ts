import { describe, expect, it } from 'vitest';
import { baccaratMaxWinMultiple, rational, settle, type BaccaratBets, type Coup } from '../index.ts';

describe('baccarat maximum win', () => {
  it('is 12 per won staked, the most any mix of bets returns on any coup', () => {
    const bets = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
    const stakes = [0, 1, 7, 20, 1000];
    let best = 0;
    for (let mix = 1; mix < stakes.length ** bets.length; mix++) {
      const placed: BaccaratBets = {};
      bets.forEach((bet, i) => {
        const stake = stakes[Math.floor(mix / stakes.length ** i) % stakes.length]!;
        if (stake > 0) placed[bet] = stake;
      });
      for (const outcome of ['player', 'banker', 'tie'] as const) {
        for (const [playerPair, bankerPair] of [
          [false, false],
          [true, false],
          [false, true],
          [true, true],
        ] as const) {
          const { totalStake, totalPayout } = settle(placed, { outcome, playerPair, bankerPair } as Coup);
          if (totalStake > 0) best = Math.max(best, totalPayout / totalStake);
        }
      }
    }
    expect(best).toBe(12);
    expect(baccaratMaxWinMultiple()).toEqual(rational(12));
  });
});
