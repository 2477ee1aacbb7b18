import { describe, expect, it } from 'vitest';
import { decidedRefusal, refusalText } from './refusal-text';

const LIMITS = { min: 1_000, max: 1_000_000 };

describe('refusalText', () => {
  it('names the stake that would pass for each limit', () => {
    expect(refusalText({ status: 'limit', reason: 'min_stake' }, LIMITS)).toEqual({
      key: 'min_stake',
      amount: 1_000,
    });
    expect(refusalText({ status: 'limit', reason: 'max_stake', max: 500_000 }, LIMITS)).toEqual({
      key: 'max_stake',
      amount: 500_000,
    });
    expect(refusalText({ status: 'limit', reason: 'max_stake' }, LIMITS)).toEqual({
      key: 'max_stake',
      amount: 1_000_000,
    });
    expect(refusalText({ status: 'limit', reason: 'max_payout', max: 25_640 }, LIMITS)).toEqual({
      key: 'max_payout',
      amount: 25_640,
    });
    expect(refusalText({ status: 'limit', reason: 'liability', max: 12_000 }, LIMITS)).toEqual({
      key: 'liability',
      amount: 12_000,
    });
  });

  it('says a limit is reached when no stake would pass', () => {
    expect(refusalText({ status: 'limit', reason: 'liability', max: 0 }, LIMITS)).toEqual({
      key: 'liabilityFull',
    });
    expect(refusalText({ status: 'limit', reason: 'liability' }, LIMITS)).toEqual({ key: 'liabilityFull' });
    expect(refusalText({ status: 'limit', reason: 'max_payout' }, LIMITS)).toEqual({ key: 'limit' });
    expect(refusalText({ status: 'limit', reason: 'same_event' }, LIMITS)).toEqual({ key: 'same_event' });
    expect(refusalText({ status: 'limit', reason: 'play_limit' }, LIMITS)).toEqual({ key: 'play_limit' });
  });

  it('has a message for every other answer', () => {
    expect(refusalText({ status: 'odds', legs: [] }, LIMITS)).toEqual({ key: 'odds' });
    expect(refusalText({ status: 'not_found' }, LIMITS)).toEqual({ key: 'invalid' });
    expect(refusalText({ status: 'invalid', errors: [] }, LIMITS)).toEqual({ key: 'invalid' });
    for (const status of ['suspended', 'balance', 'blocked', 'auth', 'error'] as const) {
      expect(refusalText({ status }, LIMITS)).toEqual({ key: status });
    }
  });
});

describe('decidedRefusal', () => {
  it("reads a waiting bet's refusal, and anything unknown as other", () => {
    expect(decidedRefusal('suspended')).toBe('suspended');
    expect(decidedRefusal('limit')).toBe('limit');
    expect(decidedRefusal('something_new')).toBe('other');
    expect(decidedRefusal(null)).toBe('other');
  });
});
