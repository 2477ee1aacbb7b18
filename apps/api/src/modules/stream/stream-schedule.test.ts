import { describe, expect, it } from 'vitest';
import type { TPlayLimit } from '@haneul/contract';
import { limitWarnings } from './limit-warnings.ts';
import { lastRealityCheck, nextRealityCheck } from './reality-check-schedule.ts';

const since = new Date('2026-11-22T03:00:00Z');
const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000);

describe('the reality checks of a sign-in', () => {
  it('fall due every interval from its start', () => {
    expect(lastRealityCheck(since, 15, at(14.9))).toBeNull();
    expect(lastRealityCheck(since, 15, at(15))).toEqual({ due: 1, at: at(15) });
    expect(lastRealityCheck(since, 15, at(47))).toEqual({ due: 3, at: at(45) });
    expect(nextRealityCheck(since, 15, at(0))).toEqual({ due: 1, at: at(15) });
    expect(nextRealityCheck(since, 30, at(31))).toEqual({ due: 2, at: at(60) });
  });

  it('never repeat one already told, when a timer fires a moment early', () => {
    expect(nextRealityCheck(since, 15, at(14.999), 2)).toEqual({ due: 2, at: at(30) });
  });
});

describe('limit warnings', () => {
  const limit = (used: number, periodStart = '2026-11-21T15:00:00.000Z'): TPlayLimit => ({
    kind: 'loss',
    period: 'day',
    amount: 100_000,
    used,
    periodStart,
    pending: null,
  });

  it('warn at 80 % and when reached, once each per period', () => {
    const given = new Set<string>();
    expect(limitWarnings([limit(79_999)], given)).toEqual([]);
    expect(limitWarnings([limit(80_000)], given)).toMatchObject([{ reached: false, used: 80_000 }]);
    expect(limitWarnings([limit(90_000)], given)).toEqual([]);
    expect(limitWarnings([limit(100_000)], given)).toMatchObject([{ reached: true, limit: 'loss' }]);
    expect(limitWarnings([limit(120_000)], given)).toEqual([]);
    expect(limitWarnings([limit(85_000, '2026-11-22T15:00:00.000Z')], given)).toMatchObject([
      { reached: false, periodStart: '2026-11-22T15:00:00.000Z' },
    ]);
  });
});
