import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from './fake-fetch.test-helper.ts';
import { createTransport } from './transport.ts';
import { toSearch } from './query-string.ts';

describe('createTransport', () => {
  it('answers any JSON reply with its status and headers', async () => {
    const fake = fakeFetch(() => json({ status: 'invalid' }, 400));
    const reply = await createTransport({ baseUrl: () => 'http://x/', fetch: fake.fetch }).json({
      method: 'POST',
      path: '/p',
      body: {},
    });
    expect(reply).toMatchObject({ ok: true, httpStatus: 400, body: { status: 'invalid' } });
    expect(fake.sent[0]?.url).toBe('http://x/p');
  });

  it('turns a timeout into a timeout failure', async () => {
    const slow = (async (_url: string | URL | Request, init: RequestInit = {}) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const reply = await createTransport({ baseUrl: '', fetch: slow, timeoutMs: 20 }).json({
      method: 'GET',
      path: '/',
    });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'timeout', status: 'error' } });
  });

  it('answers 204 without a body', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const reply = await createTransport({ baseUrl: '', fetch: fake.fetch }).json({
      method: 'DELETE',
      path: '/',
    });
    expect(reply).toMatchObject({ ok: true, httpStatus: 204, body: undefined });
  });
});

describe('toSearch', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(toSearch({ a: 1, b: ['x', 'y'], c: '', d: null, e: undefined, f: false })).toBe(
      '?a=1&b=x&b=y&f=false',
    );
    expect(toSearch({})).toBe('');
  });
});
