import { describe, expect, it } from 'vitest';
import { readBearerToken } from './bearer.ts';

describe('readBearerToken', () => {
  it('reads the token of a bearer header, whatever the scheme’s case and the spacing around it', () => {
    expect(readBearerToken('Bearer abc-DEF_123.~+/=')).toBe('abc-DEF_123.~+/=');
    expect(readBearerToken('bearer  abc')).toBe('abc');
    expect(readBearerToken('  Bearer abc  ')).toBe('abc');
  });

  it('answers null for no header, another scheme, an empty, spaced, odd or oversized token', () => {
    for (const header of [
      undefined,
      ['Bearer abc'],
      '',
      'Bearer',
      'Bearer ',
      'Basic YWJjOmRlZg==',
      'Bearer abc def',
      'Bearer ab"c',
      'Bearer 토큰',
      `Bearer ${'a'.repeat(201)}`,
    ]) {
      expect(readBearerToken(header)).toBeNull();
    }
    expect(readBearerToken(`Bearer ${'a'.repeat(200)}`)).toBe('a'.repeat(200));
  });
});
