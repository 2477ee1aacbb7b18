import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const byName = (production: boolean) =>
  Object.fromEntries(securityHeaders({ production }).map(({ key, value }) => [key, value]));

describe('securityHeaders', () => {
  it('sends HSTS in production only', () => {
    expect(byName(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(byName(false)['Strict-Transport-Security']).toBeUndefined();
  });

  it('switches off camera, microphone and geolocation, and sniffing and framing', () => {
    const headers = byName(false);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
