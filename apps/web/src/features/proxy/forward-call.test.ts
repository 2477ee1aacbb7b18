import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardCall } from './forward-call';
import { startUpstreamStub, type UpstreamStub } from './upstream-stub.test-helper';

let upstream: UpstreamStub;

beforeAll(async () => {
  upstream = await startUpstreamStub();
  process.env.API_URL = `${upstream.url}/`;
});

afterAll(async () => {
  await upstream.close();
  delete process.env.API_URL;
});

describe('forwardCall', () => {
  it('joins API_URL and the path even when API_URL ends with a slash', async () => {
    const result = await forwardCall({ path: '/public/x', body: { a: 1 }, client: {} });
    expect(result).toEqual({ ok: true, status: 200, answer: { status: 'success' }, setCookies: [] });
    expect(upstream.received.at(-1)).toMatchObject({ path: '/public/x', body: { a: 1 } });
  });

  it('gives up after the timeout', async () => {
    upstream.reply('/public/slow', { body: { status: 'success' }, delayMs: 500 });
    const result = await forwardCall({ path: '/public/slow', body: {}, client: {}, timeoutMs: 50 });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });
});
