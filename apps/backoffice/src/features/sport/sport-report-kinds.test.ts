import { describe, expect, it } from 'vitest';
import { sumByDay } from './sport-report-kinds';

describe('the sport report by day', () => {
  it('charts one bar a day: the day’s sports added up, in the rows’ order', () => {
    const rows = [
      { day: '2026-11-22', sport: 'soccer', stakes: 35_000, payouts: 19_500, ggr: 10_500, openStakes: 5_000 },
      { day: '2026-11-22', sport: 'mixed', stakes: 5_000, payouts: 0, ggr: 5_000, openStakes: 0 },
      { day: '2026-11-23', sport: 'baseball', stakes: 10_000, payouts: 34_000, ggr: -24_000, openStakes: 0 },
    ];
    expect(sumByDay(rows)).toEqual([
      { day: '2026-11-22', stakes: 40_000, payouts: 19_500, ggr: 15_500 },
      { day: '2026-11-23', stakes: 10_000, payouts: 34_000, ggr: -24_000 },
    ]);
  });
});
