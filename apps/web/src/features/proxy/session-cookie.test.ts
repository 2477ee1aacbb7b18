import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearedSessionCookie, readSessionToken, sessionCookie } from './session-cookie';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readSessionToken', () => {
  it('reads the cookie among others and decodes it', () => {
    expect(readSessionToken(new Headers({ cookie: 'a=1; haneul_session=ab%2Fc; b=2' }))).toBe('ab/c');
  });

  it('prefers a Bearer header, whatever its case', () => {
    const headers = new Headers({
      cookie: 'haneul_session=from-cookie',
      authorization: 'bearer from-header',
    });
    expect(readSessionToken(headers)).toBe('from-header');
  });

  it('ignores other schemes, empty cookies and broken encodings', () => {
    expect(readSessionToken(new Headers({ authorization: 'Basic abc' }))).toBeUndefined();
    expect(readSessionToken(new Headers({ cookie: 'haneul_session=' }))).toBeUndefined();
    expect(readSessionToken(new Headers({ cookie: 'haneul_session=%E0%A4%A' }))).toBeUndefined();
    expect(readSessionToken(new Headers({ cookie: 'xhaneul_session=nope' }))).toBeUndefined();
  });
});

describe('session cookies', () => {
  it('are Secure only in production', () => {
    expect(sessionCookie('t')).not.toContain('Secure');
    vi.stubEnv('NODE_ENV', 'production');
    expect(sessionCookie('t')).toBe(
      'haneul_session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800; Secure',
    );
    expect(clearedSessionCookie()).toBe('haneul_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });
});
