import { describe, expect, it } from 'vitest';
import { parseWon } from './parse-won';
import { signedNumber } from './signed-won';

describe('money page helpers', () => {
  it('reads whole won from whatever was typed', () => {
    expect(parseWon('12,345')).toBe(12345);
    expect(parseWon('1.5만')).toBe(15);
    expect(parseWon('')).toBe(0);
    expect(parseWon('9'.repeat(20))).toBe(9_999_999_999_999);
  });

  it('signs history amounts with the locale grouping', () => {
    expect(signedNumber(25_000, 'ko')).toBe('+25,000');
    expect(signedNumber(-1_000, 'en')).toBe('-1,000');
    expect(signedNumber(0, 'ko')).toBe('0');
  });
});
