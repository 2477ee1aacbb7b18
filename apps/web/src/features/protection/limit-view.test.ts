import { describe, expect, it } from 'vitest';
import { changeEffect, pendingView, usedPercent } from './limit-view';

const limit = { amount: 100_000, used: 0, pending: null };
const raise = { amount: 200_000, from: '2026-11-28T12:00:00.000Z' };

describe('a limit as the member sees it', () => {
  it('fills its bar with what is used, and never past full', () => {
    expect(usedPercent({ ...limit, used: 80_000 })).toBe(80);
    expect(usedPercent({ ...limit, used: 99_999 })).toBe(99);
    expect(usedPercent({ ...limit, used: 250_000 })).toBe(100);
  });

  it('shows a pending raise waiting until its time, then due', () => {
    const before = Date.parse('2026-11-28T11:59:59.000Z');
    expect(pendingView({ pending: raise }, before)).toEqual({ state: 'waiting', ...raise });
    expect(pendingView({ pending: raise }, Date.parse(raise.from))).toEqual({ state: 'due', ...raise });
    expect(pendingView({ pending: null }, before)).toEqual({ state: 'none' });
  });

  it('tells a removal from a raise', () => {
    const removal = { amount: null, from: raise.from };
    expect(pendingView({ pending: removal }, 0)).toMatchObject({ state: 'waiting', amount: null });
  });
});

describe('what a change would do', () => {
  it('applies a first or a lower limit at once', () => {
    expect(changeEffect(undefined, 50_000)).toBe('now');
    expect(changeEffect(limit, 50_000)).toBe('now');
  });

  it('waits the cooling-off for a raise or a removal', () => {
    expect(changeEffect(limit, 150_000)).toBe('pending');
    expect(changeEffect(limit, null)).toBe('pending');
  });

  it('drops a pending change when the amount in force is asked for again', () => {
    expect(changeEffect({ ...limit, pending: raise }, 100_000)).toBe('cancel');
    expect(changeEffect(limit, 100_000)).toBe('nothing');
    expect(changeEffect(undefined, null)).toBe('nothing');
  });
});
