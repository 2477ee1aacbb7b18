import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './session-token.ts';

describe('session tokens', () => {
  it('are 256 random bits, URL-safe, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their SHA-256 in hex', () => {
    // printf '%s' abc | sha256sum
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
