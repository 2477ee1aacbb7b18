import { describe, expect, it } from 'vitest';
import type { TRoundView } from '../../protocol/round-api.ts';
import { roulettePockets, rouletteStats } from './roulette-stats.ts';

let id = 0;
function round(pocket: number, state: TRoundView['state'] = 'settled'): TRoundView {
  id += 1;
  return {
    id: `r${id}`,
    gameCode: 'roulette',
    kind: 'roulette',
    state,
    stake: 1000,
    payout: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    balances: null,
    fairness: { serverSeedHash: 'a'.repeat(64), serverSeed: null, clientSeed: 'c', nonce: id },
    spin: null,
    baccarat: null,
    table: {
      bets: { red: 1000 },
      draw: { kind: 'roulette', pocket },
      settlement: { bets: [], totalStake: 1000, totalPayout: 0 },
    },
  };
}

/** Newest first, as the session keeps its rounds. */
const history = (...pockets: number[]) => pockets.map((pocket) => round(pocket));

describe('roulette stats', () => {
  it('counts only the roulette rounds whose stake was taken', () => {
    const other = {
      ...round(3),
      kind: 'sicBo' as const,
      table: {
        ...round(3).table!,
        draw: { kind: 'sicBo' as const, dice: [1, 2, 3] as [number, number, number] },
      },
    };
    const rounds = [
      round(7),
      round(8, 'refunded'),
      round(9, 'debited'),
      round(10, 'void'),
      other,
      round(11, 'open'),
    ];
    expect(roulettePockets(rounds)).toEqual([7, 9]);
  });

  it('lists the last numbers newest first, at most the asked count', () => {
    const rounds = history(...Array.from({ length: 30 }, (_, i) => i % 37));
    const stats = rouletteStats(rounds, { lastCount: 12 });
    expect(stats.last).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(stats.rounds).toBe(30);
  });

  it('finds the four hottest and coldest numbers, recent first among equals', () => {
    // 17 ×3, 5 ×2, 32 ×2 (32 more recent), then 0, 9 and 14 once.
    const stats = rouletteStats(history(32, 17, 5, 17, 0, 32, 9, 17, 5, 14));
    expect(stats.hot).toEqual([
      { pocket: 17, count: 3 },
      { pocket: 32, count: 2 },
      { pocket: 5, count: 2 },
      { pocket: 0, count: 1 },
    ]);
    // Never seen: all count 0, in number order.
    expect(stats.cold.map((entry) => entry.count)).toEqual([0, 0, 0, 0]);
    expect(stats.cold.map((entry) => entry.pocket)).toEqual([1, 2, 3, 4]);
  });

  it('ranks the cold numbers the longest unseen first when every number came up', () => {
    const all = Array.from({ length: 37 }, (_, i) => i);
    // Newest first: 36 … 0, then 5 again at the very start (so 5 came up twice).
    const stats = rouletteStats(history(5, ...all.toReversed()));
    expect(stats.hot[0]).toEqual({ pocket: 5, count: 2 });
    expect(stats.cold.map((entry) => entry.pocket)).toEqual([0, 1, 2, 3]);
  });

  it('counts colours and odd/even, 0 as green and neither odd nor even', () => {
    const stats = rouletteStats(history(0, 1, 2, 3, 4, 0));
    expect(stats.colours).toEqual({ red: 2, black: 2, green: 2 });
    expect(stats.parity).toEqual({ odd: 2, even: 2 });
  });

  it('is empty before the first round', () => {
    expect(rouletteStats([])).toEqual({
      rounds: 0,
      last: [],
      hot: [],
      cold: [],
      colours: { red: 0, black: 0, green: 0 },
      parity: { odd: 0, even: 0 },
    });
  });
});
