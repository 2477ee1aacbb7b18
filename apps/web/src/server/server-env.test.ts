import { describe, expect, it } from 'vitest';
import { readServerEnv } from './server-env';

describe('readServerEnv', () => {
  it('defaults to port 3000, trusting no proxy and no other origin', () => {
    const env = readServerEnv({});
    expect(env.WEB_PORT).toBe(3000);
    expect(env.TRUST_PROXY('127.0.0.1')).toBe(false);
    expect(env.ALLOWED_ORIGINS.size).toBe(0);
  });

  it('reads the settings', () => {
    const env = readServerEnv({
      WEB_PORT: '3400',
      TRUST_PROXY: '10.0.0.5',
      ALLOWED_ORIGINS: 'https://m.haneul.bet',
    });
    expect(env.WEB_PORT).toBe(3400);
    expect(env.TRUST_PROXY('10.0.0.5')).toBe(true);
    expect([...env.ALLOWED_ORIGINS]).toEqual(['https://m.haneul.bet']);
  });

  it('stops on a value it cannot read, with every reason', () => {
    expect(() =>
      readServerEnv({ WEB_PORT: '0', TRUST_PROXY: 'everyone', ALLOWED_ORIGINS: 'm.haneul.bet' }),
    ).toThrow(
      /WEB_PORT: .*; TRUST_PROXY: not an address or range: everyone; ALLOWED_ORIGINS: not an origin such as https:\/\/m\.haneul\.bet: m\.haneul\.bet$/,
    );
  });
});
