import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startUpstreamStub, type UpstreamStub } from '../../../../features/proxy/upstream-stub.test-helper';
import { postCall as call, postStream } from './post-call.test-helper';

/**
 * The outside audit's attacks on the proxy, each as it was reproduced: a forged client address,
 * a deposit posted from another origin of the same host, a body too large to hold.
 */
let upstream: UpstreamStub;

beforeAll(async () => {
  upstream = await startUpstreamStub();
  process.env.API_URL = upstream.url;
});

afterEach(() => {
  upstream.received.length = 0;
});

afterAll(async () => {
  await upstream.close();
  delete process.env.API_URL;
});

/**
 * A body of JSON padded with spaces, served on demand (nothing is pulled until read) and counting
 * what was pulled. With `stallAfter`, it sends that much and then nothing more: an upload still
 * under way, like the audit's 200 MB POST.
 */
function countedJsonStream(total: number, { stallAfter = Infinity, chunkSize = 16 * 1024 } = {}) {
  const head = new TextEncoder().encode('{"page":1}');
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (sent >= stallAfter) await new Promise(() => {});
        if (sent >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(chunkSize, total - sent)).fill(0x20);
        if (sent === 0) chunk.set(head.subarray(0, chunk.length));
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

/** The answer, or `timeout` when the proxy is still reading after a second. */
function within(answer: Promise<Response>): Promise<Response | 'timeout'> {
  return Promise.race([answer, new Promise<'timeout'>((resolve) => setTimeout(resolve, 1000, 'timeout'))]);
}

describe("the audit's attacks on the proxy", () => {
  it('never forwards a client-sent X-Forwarded-For as the client address', async () => {
    for (const forged of ['203.0.113.7', '198.51.100.1, 203.0.113.9']) {
      await call('user-health-check', {
        body: '{}',
        headers: { authorization: 'Bearer t', 'x-forwarded-for': forged },
      });
    }
    expect(upstream.received).toHaveLength(2);
    for (const received of upstream.received) {
      expect(String(received.headers['x-forwarded-for'] ?? '')).not.toMatch(/203\.0\.113|198\.51\.100/);
    }
  });

  it('refuses a deposit from a page on another port of the same host (403, nothing forwarded)', async () => {
    const response = await call('apply-user-deposit', {
      body: JSON.stringify({ amount: 10_000, depositorName: '홍길동' }),
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3999',
        'sec-fetch-site': 'same-site',
        cookie: 'haneul_session=victim',
      },
    });
    expect(response.status).toBe(403);
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a call whose Origin is another site even without Sec-Fetch-Site', async () => {
    const response = await call('apply-user-deposit', {
      body: JSON.stringify({ amount: 10_000, depositorName: '홍길동' }),
      headers: { host: 'localhost:3000', origin: 'http://localhost:3999', cookie: 'haneul_session=victim' },
    });
    expect(response.status).toBe(403);
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a call that Sec-Fetch-Site marks cross-site even without Origin', async () => {
    const response = await call('apply-user-deposit', {
      body: JSON.stringify({ amount: 10_000, depositorName: '홍길동' }),
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'cross-site', cookie: 'haneul_session=victim' },
    });
    expect(response.status).toBe(403);
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a body that is not application/json (a form or text/plain post) and forwards nothing', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await call('apply-user-deposit', {
        body: JSON.stringify({ amount: 10_000, depositorName: '홍길동' }),
        headers: { 'content-type': type, cookie: 'haneul_session=victim' },
      });
      expect(response.status).toBe(415);
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('answers 413 to a chunked upload as soon as it passes 64 kB, forwarding nothing', async () => {
    const upload = countedJsonStream(200 * 1024 * 1024, { stallAfter: 80 * 1024 });
    const response = await within(postStream('get-user-notices', upload.stream));
    expect(response === 'timeout' ? response : response.status).toBe(413);
    expect(upload.pulled()).toBe(80 * 1024);
    expect(upstream.received).toHaveLength(0);
  });

  it('answers 413 at once to a Content-Length over 64 kB without reading the body', async () => {
    const upload = countedJsonStream(70_000);
    const response = await within(
      postStream('get-user-notices', upload.stream, { 'content-length': '70000' }),
    );
    expect(response === 'timeout' ? response : response.status).toBe(413);
    expect(upload.pulled()).toBe(0);
    expect(upstream.received).toHaveLength(0);
  });

  it('drops the rest of a refused upload as it arrives, keeping none of it', async () => {
    const upload = countedJsonStream(1024 * 1024);
    const response = await postStream('get-user-notices', upload.stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'body', reason: 'larger than 65536 bytes' }],
    });
    await vi.waitFor(() => expect(upload.pulled()).toBe(1024 * 1024));
    expect(upstream.received).toHaveLength(0);
  });
});
