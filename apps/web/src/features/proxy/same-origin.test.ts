import { describe, expect, it } from 'vitest';
import { isFromAllowedOrigin } from './same-origin';

const SITE = { host: 'localhost:3000' };
const allowed = new Set(['https://m.haneul.bet']);
const passes = (headers: Record<string, string>) => isFromAllowedOrigin(new Headers(headers), allowed);

describe('isFromAllowedOrigin', () => {
  it('passes the site own pages and callers that are no browser page', () => {
    expect(passes({ ...SITE, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(passes({ ...SITE, origin: 'http://LOCALHOST:3000' })).toBe(true);
    expect(passes({ ...SITE, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(passes({ ...SITE, 'sec-fetch-site': 'none' })).toBe(true);
    expect(passes(SITE)).toBe(true);
    expect(passes({})).toBe(true);
  });

  it('refuses another port of the same host, which the browser calls same-site', () => {
    expect(passes({ ...SITE, origin: 'http://localhost:3999', 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(passes({ ...SITE, origin: 'http://localhost:3999' })).toBe(false);
    expect(passes({ ...SITE, 'sec-fetch-site': 'same-site' })).toBe(false);
  });

  it('refuses other sites, opaque origins and garbage', () => {
    expect(passes({ ...SITE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(passes({ ...SITE, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(passes({ ...SITE, origin: 'null' })).toBe(false);
    expect(passes({ ...SITE, origin: 'not a url' })).toBe(false);
    expect(passes({ origin: 'http://localhost:3000' })).toBe(false);
  });

  it('believes the browser over a matching Origin when Sec-Fetch-Site says the page is elsewhere', () => {
    expect(passes({ ...SITE, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' })).toBe(false);
  });

  it('passes the allowed origins, whatever Sec-Fetch-Site says', () => {
    expect(passes({ ...SITE, origin: 'https://m.haneul.bet', 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(passes({ ...SITE, origin: 'https://m.haneul.bet', 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(passes({ ...SITE, origin: 'http://m.haneul.bet', 'sec-fetch-site': 'cross-site' })).toBe(false);
  });
});
