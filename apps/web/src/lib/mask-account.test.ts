import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask-account';

describe('maskAccount', () => {
  it('stars every digit but the last four, keeping the hyphens', () => {
    expect(maskAccount('123-456-789012')).toBe('***-***-**9012');
    expect(maskAccount('1234567890')).toBe('******7890');
  });

  it('leaves a short or missing number as it is', () => {
    expect(maskAccount('1234')).toBe('1234');
    expect(maskAccount('')).toBe('');
    expect(maskAccount(undefined)).toBeUndefined();
  });
});
