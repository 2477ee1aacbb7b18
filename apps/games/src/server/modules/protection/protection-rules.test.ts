import { describe, expect, it } from 'vitest';
import { UNRESTRICTED_SLOT_RULES } from '../../../protocol/round-api.ts';
import { dueRealityCheck, slotRulesOf, spinCycleLeftMs } from './protection-rules.ts';

const start = new Date('2026-11-28T00:00:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('dueRealityCheck', () => {
  const due = (now: number, seen: number | null = null, everyMinutes: number | null = 30) =>
    dueRealityCheck({ everyMinutes, startedAt: start, seen: seen === null ? null : at(seen), now: at(now) });

  it('falls due every interval from the start, not before the first', () => {
    expect(due(29.99)).toBeNull();
    expect(due(30)).toEqual(at(30));
    expect(due(59)).toEqual(at(30));
    expect(due(61)).toEqual(at(60));
  });

  it('is gone once acknowledged, until the next interval', () => {
    expect(due(45, 30)).toBeNull();
    expect(due(60, 30)).toEqual(at(60));
  });

  it('collapses checks missed while away into the latest', () => {
    expect(due(125, 30)).toEqual(at(120));
  });

  it('never falls due without an interval', () => {
    expect(due(600, null, null)).toBeNull();
  });
});

describe('spinCycleLeftMs', () => {
  const now = new Date(start.getTime() + 1_000);

  it('counts the rest of the cycle from the previous spin start', () => {
    expect(spinCycleLeftMs({ minSpinMs: 2_500, previousSpinAt: start, now })).toBe(1_500);
    expect(spinCycleLeftMs({ minSpinMs: 1_000, previousSpinAt: start, now })).toBe(0);
  });

  it('lets the first spin and an unrestricted one go at once', () => {
    expect(spinCycleLeftMs({ minSpinMs: 2_500, previousSpinAt: null, now })).toBe(0);
    expect(spinCycleLeftMs({ minSpinMs: 0, previousSpinAt: start, now })).toBe(0);
  });
});

describe('slotRulesOf', () => {
  it('restricts nothing when the wallet sent no protection', () => {
    expect(slotRulesOf(null)).toBe(UNRESTRICTED_SLOT_RULES);
    expect(UNRESTRICTED_SLOT_RULES).toEqual({
      minSpinMs: 0,
      autoplayAllowed: true,
      turboAllowed: true,
      celebrateAtOrBelowStake: true,
      maxStake: null,
    });
  });
});
