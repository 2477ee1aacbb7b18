import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPortUrl,
  startUpstreamStub,
  type UpstreamStub,
} from '../../../../features/proxy/upstream-stub.test-helper';
import {
  CLIENT_ADDRESS_HEADER,
  markClientAddressStamped,
} from '../../../../features/proxy/client-address-header';
import { postCall as call } from './post-call.test-helper';

let upstream: UpstreamStub;

beforeAll(async () => {
  upstream = await startUpstreamStub();
  process.env.API_URL = upstream.url;
});

afterEach(() => {
  upstream.received.length = 0;
  process.env.API_URL = upstream.url;
  delete process.env.ALLOWED_ORIGINS;
  markClientAddressStamped(false);
});

afterAll(async () => {
  await upstream.close();
  delete process.env.API_URL;
});

function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('haneul_session='));
}

describe('POST /api/routes/[call]', () => {
  it('answers 404 not_found to an unknown call without forwarding', async () => {
    const response = await call('no-such-call', { body: '{}' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'not_found' });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses malformed JSON and non-object bodies without forwarding', async () => {
    for (const body of ['{"userId":', '[1,2]', '"text"', 'null']) {
      const response = await call('user-do-login', { body });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { status: string; errors: Array<{ field: string }> };
      expect(answer.status).toBe('invalid');
      expect(answer.errors[0]?.field).toBe('body');
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('answers 400 invalid with the contract errors and forwards nothing', async () => {
    const response = await call('user-do-login', { body: JSON.stringify({ userId: 'demo01', extra: 1 }) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      status: string;
      errors: Array<{ field: string; reason: string }>;
    };
    expect(answer.status).toBe('invalid');
    expect(answer.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['password']));
    expect(answer.errors.some((error) => error.reason.includes('extra'))).toBe(true);
    expect(upstream.received).toHaveLength(0);
  });

  it('treats an empty body as {} and forwards the validated body', async () => {
    upstream.reply('/public/community/notices', {
      body: { status: 'success', notices: [], maxCount: 10, totalCount: 0 },
    });
    const response = await call('get-user-notices');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', notices: [], maxCount: 10, totalCount: 0 });
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]).toMatchObject({
      method: 'POST',
      path: '/public/community/notices',
      body: { page: 1 },
    });
    expect(upstream.received[0]?.headers.authorization).toBeUndefined();
  });

  it('answers 401 auth to a member call without a session and forwards nothing', async () => {
    const response = await call('user-health-check', { body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'auth' });
    expect(upstream.received).toHaveLength(0);
  });

  it('forwards the session cookie as a Bearer token, with the client context', async () => {
    markClientAddressStamped();
    await call('user-health-check', {
      body: '{}',
      headers: {
        cookie: 'theme=dark; haneul_session=cookie-token; other=1',
        host: 'www.haneul.bet',
        origin: 'https://www.haneul.bet',
        [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
      },
    });
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]?.path).toBe('/public/user/user_health_check');
    expect(upstream.received[0]?.headers).toMatchObject({
      authorization: 'Bearer cookie-token',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'www.haneul.bet',
      origin: 'https://www.haneul.bet',
    });
    expect(upstream.received[0]?.headers.cookie).toBeUndefined();
  });

  it('forwards no address at all when no stamping server (server.ts) runs in front', async () => {
    await call('user-health-check', {
      body: '{}',
      headers: { authorization: 'Bearer t', [CLIENT_ADDRESS_HEADER]: '203.0.113.7' },
    });
    expect(upstream.received[0]?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('passes calls from the site itself, from an allowed origin and from API clients', async () => {
    process.env.ALLOWED_ORIGINS = 'https://m.haneul.bet';
    const headerSets: Record<string, string>[] = [
      { host: 'www.haneul.bet', origin: 'https://www.haneul.bet', 'sec-fetch-site': 'same-origin' },
      { host: 'www.haneul.bet', origin: 'https://m.haneul.bet', 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of headerSets) {
      const response = await call('get-user-notices', { body: '{}', headers });
      expect(response.status).toBe(200);
    }
    expect(upstream.received).toHaveLength(3);
  });

  it('forwards a body of exactly 64 kB', async () => {
    const json = '{"page":2}';
    const response = await call('get-user-notices', { body: json + ' '.repeat(65_536 - json.length) });
    expect(response.status).toBe(200);
    expect(upstream.received[0]?.body).toEqual({ page: 2, lang: 'ko' });
  });

  it('lets an Authorization header win over the cookie', async () => {
    await call('user-health-check', {
      body: '{}',
      headers: { cookie: 'haneul_session=cookie-token', authorization: 'Bearer header-token' },
    });
    expect(upstream.received[0]?.headers.authorization).toBe('Bearer header-token');
  });

  it('returns the upstream status, answer and Set-Cookie headers unchanged', async () => {
    upstream.reply('/public/user/user_health_check', {
      status: 429,
      body: { status: 'time', retryAfter: 3 },
      cookies: ['a=1; Path=/', 'b=2; Path=/'],
    });
    const response = await call('user-health-check', { body: '{}', headers: { authorization: 'Bearer t' } });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ status: 'time', retryAfter: 3 });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('stores the login token in an httpOnly cookie and strips it from the answer', async () => {
    const expiresAt = '2026-11-22T20:00:00.000Z';
    const user = { userId: 'demo01' };
    upstream.reply('/public/user/do_login', {
      body: { status: 'authenticated', token: 'secret-token', expiresAt, user },
    });
    const response = await call('user-do-login', {
      body: JSON.stringify({ userId: 'demo01', password: 'demo1234!' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'authenticated', expiresAt, user });
    expect(upstream.received[0]?.body).toEqual({ userId: 'demo01', password: 'demo1234!' });

    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^haneul_session=secret-token;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=28800/);
  });

  it('sets no cookie when the login fails', async () => {
    upstream.reply('/public/user/do_login', { body: { status: 'pass' } });
    const response = await call('user-do-login', {
      body: JSON.stringify({ userId: 'demo01', password: 'wrong' }),
    });
    expect(await response.json()).toEqual({ status: 'pass' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('forwards logout and clears the cookie', async () => {
    upstream.reply('/public/user/do_logout', { body: { status: 'success' } });
    const response = await call('user-do-logout', { body: '{}', headers: { cookie: 'haneul_session=abc' } });
    expect(upstream.received[0]?.headers.authorization).toBe('Bearer abc');
    expect(await response.json()).toEqual({ status: 'success' });
    expect(sessionCookieOf(response)).toMatch(/^haneul_session=;.*Max-Age=0/);
  });

  it('clears the cookie when the API says the session is gone', async () => {
    upstream.reply('/public/user/user_health_check', { status: 401, body: { status: 'auth' } });
    const response = await call('user-health-check', {
      body: '{}',
      headers: { cookie: 'haneul_session=old' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'auth' });
    expect(sessionCookieOf(response)).toMatch(/^haneul_session=;.*Max-Age=0/);
  });

  it('answers 502 error when the API is unreachable', async () => {
    process.env.API_URL = await closedPortUrl();
    const response = await call('get-user-notices', { body: '{}' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ status: 'error' });
  });
});
