import { describe, expect, it } from 'vitest';
import { createSeededRandom, rational } from '../index.ts';
import { parseRouletteBet, rouletteBetKeys, rouletteMaxWinMultiple, settleRoulette } from './index.ts';

describe('roulette maximum win', () => {
  const keys = rouletteBetKeys();

  it('is 36 per won staked: the largest pays (35) plus the stake', () => {
    const largestPays = Math.max(...keys.map((key) => parseRouletteBet(key)!.pays));
    expect(largestPays).toBe(35);
    expect(rouletteMaxWinMultiple()).toEqual(rational(largestPays + 1));
  });

  it('bounds every single bet on every pocket, and is attained', () => {
    let best = 0;
    for (const key of keys) {
      for (let pocket = 0; pocket < 37; pocket++) {
        best = Math.max(best, settleRoulette({ [key]: 7 }, pocket).totalPayout / 7);
      }
    }
    expect(best).toBe(36);
  });

  it('bounds random mixes of bets too', () => {
    const rng = createSeededRandom(36);
    for (let round = 0; round < 2000; round++) {
      const bets: Record<string, number> = {};
      const count = 1 + rng.nextInt(8);
      for (let i = 0; i < count; i++) bets[keys[rng.nextInt(keys.length)]!] = 1 + rng.nextInt(10_000);
      const { totalStake, totalPayout } = settleRoulette(bets, rng.nextInt(37));
      expect(totalPayout).toBeLessThanOrEqual(36 * totalStake);
    }
  });
});
