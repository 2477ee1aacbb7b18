import { describe, expect, it } from 'vitest';
import { lockMinutes } from './lock-minutes';

describe('lockMinutes', () => {
  it('rounds a lock up to whole minutes', () => {
    expect(lockMinutes(1)).toBe(1);
    expect(lockMinutes(61)).toBe(2);
    expect(lockMinutes(900)).toBe(15);
    expect(lockMinutes(undefined)).toBe(15);
  });
});
