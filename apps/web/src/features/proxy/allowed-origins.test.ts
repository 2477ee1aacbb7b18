import { describe, expect, it } from 'vitest';
import { allowedOrigins, parseAllowedOrigins } from './allowed-origins';

describe('parseAllowedOrigins', () => {
  it('reads comma-separated origins in one spelling, blanks ignored', () => {
    expect([...parseAllowedOrigins(' https://M.haneul.bet/ ,, http://localhost:3001')]).toEqual([
      'https://m.haneul.bet',
      'http://localhost:3001',
    ]);
    expect(parseAllowedOrigins('').size).toBe(0);
  });

  it('throws on anything but a bare http(s) origin, naming each entry', () => {
    expect(() => parseAllowedOrigins('m.haneul.bet, https://a.bet')).toThrow(
      'not an origin such as https://m.haneul.bet: m.haneul.bet',
    );
    expect(() => parseAllowedOrigins('https://m.haneul.bet/path, ftp://x.bet, https://u@a.bet')).toThrow(
      /: https:\/\/m\.haneul\.bet\/path, ftp:\/\/x\.bet, https:\/\/u@a\.bet$/,
    );
  });
});

describe('allowedOrigins', () => {
  it('follows the environment value', () => {
    expect(allowedOrigins('https://a.bet').has('https://a.bet')).toBe(true);
    expect(allowedOrigins('https://b.bet').has('https://a.bet')).toBe(false);
  });
});
