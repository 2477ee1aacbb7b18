import type { TStreamEvents } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import { markSeen, reminderKey, wasSeen } from './seen-reminders';

/** sessionStorage's shape over a Map, as the browser's would hold it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const check = (due: number, since = '2026-11-28T00:00:00.000Z'): TStreamEvents['reminder'] => ({
  kind: 'reality_check',
  due,
  since,
  seconds: due * 1800,
  staked: 50_000,
  won: 20_000,
  net: -30_000,
});

const near: TStreamEvents['reminder'] = {
  kind: 'limit',
  limit: 'loss',
  period: 'day',
  periodStart: '2026-11-27T15:00:00.000Z',
  used: 80_000,
  amount: 100_000,
  reached: false,
};

describe('reminders already shown', () => {
  it('remembers a reality check, and tells the next one and another session’s from it', () => {
    const storage = memoryStorage();
    markSeen(storage, check(1));
    expect(wasSeen(storage, check(1))).toBe(true);
    expect(wasSeen(storage, check(2))).toBe(false);
    expect(wasSeen(storage, check(1, '2026-11-28T05:00:00.000Z'))).toBe(false);
  });

  it('tells a limit at 80 % from the same limit reached', () => {
    const storage = memoryStorage();
    markSeen(storage, near);
    expect(wasSeen(storage, near)).toBe(true);
    expect(wasSeen(storage, { ...near, used: 100_000, reached: true })).toBe(false);
    expect(reminderKey(near)).toBe('limit:loss:day:2026-11-27T15:00:00.000Z:near');
  });

  it('keeps the newest fifty and survives what it cannot read', () => {
    const storage = memoryStorage();
    for (let due = 1; due <= 60; due += 1) markSeen(storage, check(due));
    expect(wasSeen(storage, check(60))).toBe(true);
    expect(wasSeen(storage, check(10))).toBe(false);
    storage.setItem('haneul_seen_reminders', '{broken');
    expect(wasSeen(storage, check(60))).toBe(false);
  });
});
