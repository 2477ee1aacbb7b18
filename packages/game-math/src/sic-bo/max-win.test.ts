import { describe, expect, it } from 'vitest';
import { createSeededRandom, rational } from '../index.ts';
import {
  everySicBoRoll,
  parseSicBoBet,
  SIC_BO_PAYS,
  settleSicBo,
  sicBoBetKeys,
  sicBoMaxWinMultiple,
  sicBoTopPays,
} from './index.ts';

describe('sic bo maximum win', () => {
  const keys = sicBoBetKeys();

  it('is 181 per won staked: the largest pays (a specific triple, 180) plus the stake', () => {
    const largest = Math.max(
      ...Object.values(SIC_BO_PAYS).flatMap((pays: number | Readonly<Record<number, number>>) =>
        typeof pays === 'number' ? [pays] : Object.values(pays),
      ),
    );
    expect(largest).toBe(180);
    expect(sicBoMaxWinMultiple()).toEqual(rational(largest + 1));
    expect(sicBoTopPays(parseSicBoBet('single:3')!)).toBe(3);
    expect(sicBoTopPays(parseSicBoBet('total:5')!)).toBe(30);
  });

  it('bounds every single bet on every roll, and is attained', () => {
    let best = 0;
    for (const key of keys) {
      for (const dice of everySicBoRoll()) {
        best = Math.max(best, settleSicBo({ [key]: 3 }, dice).totalPayout / 3);
      }
    }
    expect(best).toBe(181);
  });

  it('bounds random mixes of bets too', () => {
    const rng = createSeededRandom(181);
    const rolls = everySicBoRoll();
    for (let round = 0; round < 2000; round++) {
      const bets: Record<string, number> = {};
      const count = 1 + rng.nextInt(8);
      for (let i = 0; i < count; i++) bets[keys[rng.nextInt(keys.length)]!] = 1 + rng.nextInt(10_000);
      const { totalStake, totalPayout } = settleSicBo(bets, rolls[rng.nextInt(216)]!);
      expect(totalPayout).toBeLessThanOrEqual(181 * totalStake);
    }
  });
});
