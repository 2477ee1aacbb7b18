import { describe, expect, it } from 'vitest';
import { changeResult, type ChangeTexts } from './change-result';

const TEXTS: ChangeTexts = {
  success: 'changed',
  pass: 'wrong password',
  locked: (minutes) => `locked for ${minutes} min`,
  failed: 'failed',
};

describe('changeResult', () => {
  it('says the change succeeded, or why it did not', () => {
    expect(changeResult({ status: 'success' }, TEXTS)).toEqual({ tone: 'success', text: 'changed' });
    expect(changeResult({ status: 'pass' }, TEXTS)).toEqual({ tone: 'error', text: 'wrong password' });
    expect(changeResult({ status: 'time', retryAfter: 61 }, TEXTS)).toEqual({
      tone: 'error',
      text: 'locked for 2 min',
    });
    expect(changeResult({ status: 'time' }, TEXTS)?.text).toBe('locked for 15 min');
    expect(changeResult({ status: 'error' }, TEXTS)).toEqual({ tone: 'error', text: 'failed' });
    expect(changeResult({ status: 'blocked' }, TEXTS)).toEqual({ tone: 'error', text: 'failed' });
  });

  it('leaves field errors to the fields and a lost session to the session feature', () => {
    expect(changeResult({ status: 'invalid', errors: [] }, TEXTS)).toBeNull();
    expect(changeResult({ status: 'auth' }, TEXTS)).toBeNull();
  });
});
