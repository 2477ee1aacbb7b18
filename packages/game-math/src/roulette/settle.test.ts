import { describe, expect, it } from 'vitest';
import { settleRoulette } from './index.ts';

describe('settleRoulette', () => {
  it('pays each covering bet pays:1 with its stake and keeps the rest, in the order placed', () => {
    const bets = {
      'straight:17': 1000,
      'split:17-20': 500,
      'street:16': 300,
      'corner:13': 200,
      'line:13': 100,
      'column:2': 120,
      'dozen:2': 130,
      red: 1000,
      black: 700,
      odd: 50,
      low: 10,
      'straight:0': 999,
    };
    const result = settleRoulette(bets, 17); // 17: black, odd, low, column 2, dozen 2
    expect(result.bets).toEqual([
      { bet: 'straight:17', stake: 1000, result: 'win', payout: 36_000 },
      { bet: 'split:17-20', stake: 500, result: 'win', payout: 9000 },
      { bet: 'street:16', stake: 300, result: 'win', payout: 3600 },
      { bet: 'corner:13', stake: 200, result: 'win', payout: 1800 }, // 13 14 16 17
      { bet: 'line:13', stake: 100, result: 'win', payout: 600 },
      { bet: 'column:2', stake: 120, result: 'win', payout: 360 },
      { bet: 'dozen:2', stake: 130, result: 'win', payout: 390 },
      { bet: 'red', stake: 1000, result: 'lose', payout: 0 },
      { bet: 'black', stake: 700, result: 'win', payout: 1400 },
      { bet: 'odd', stake: 50, result: 'win', payout: 100 },
      { bet: 'low', stake: 10, result: 'win', payout: 20 },
      { bet: 'straight:0', stake: 999, result: 'lose', payout: 0 },
    ]);
    expect(result.totalStake).toBe(5109);
    expect(result.totalPayout).toBe(36_000 + 9000 + 3600 + 1800 + 600 + 360 + 390 + 1400 + 100 + 20);
  });

  it('loses every outside bet on zero, and pays the zero bets', () => {
    const result = settleRoulette(
      {
        red: 100,
        black: 100,
        even: 100,
        'dozen:1': 100,
        'trio:0-2-3': 10,
        'basket:0-1-2-3': 10,
        'split:0-1': 10,
      },
      0,
    );
    expect(result.bets.map((b) => [b.bet, b.result, b.payout])).toEqual([
      ['red', 'lose', 0],
      ['black', 'lose', 0],
      ['even', 'lose', 0],
      ['dozen:1', 'lose', 0],
      ['trio:0-2-3', 'win', 120],
      ['basket:0-1-2-3', 'win', 90],
      ['split:0-1', 'win', 180],
    ]);
  });

  it('settles an empty table to nothing', () => {
    expect(settleRoulette({}, 5)).toEqual({ bets: [], totalStake: 0, totalPayout: 0 });
  });

  it('pays the largest stake exactly and refuses bad keys, stakes and pockets before settling anything', () => {
    expect(settleRoulette({ 'straight:5': 9e13 }, 5).totalPayout).toBe(3_240_000_000_000_000);
    for (const stake of [0, -1, 0.5, 9e13 + 1, Number.NaN, Infinity]) {
      expect(() => settleRoulette({ red: 100, 'straight:5': stake }, 5), String(stake)).toThrow(RangeError);
    }
    expect(() => settleRoulette({ red: 100, 'split:1-3': 100 }, 1)).toThrow(/unknown bet "split:1-3"/);
    expect(() => settleRoulette({ red: 100 }, 37)).toThrow(RangeError);
    expect(() => settleRoulette({ red: 100 }, -1)).toThrow(RangeError);
    // Three straights at the limit could return 9.72e15 together, above 2^53: refused whatever the pocket.
    const big = { 'straight:1': 9e13, 'straight:2': 9e13, 'straight:3': 9e13 };
    expect(() => settleRoulette(big, 20)).toThrow(/safe integer/);
  });
});
