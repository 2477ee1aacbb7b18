import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { statusOnly } from '../common.ts';
import { defineCall } from '../calls/define-call.ts';
import { createCallClient } from './call-client.ts';
import { fakeFetch, json } from './fake-fetch.test-helper.ts';
import { createTransport } from './transport.ts';

const table = {
  'get-thing': defineCall({
    path: '/public/thing',
    auth: true,
    body: z.strictObject({ page: z.number().default(1) }),
    answer: z.union([z.object({ status: z.literal('success'), count: z.number() }), statusOnly('wait')]),
  }),
};

function clientFor(reply: (url: string) => Response | Error, parse = false) {
  const fake = fakeFetch(reply);
  const seen: string[] = [];
  const client = createCallClient({
    table,
    transport: createTransport({
      baseUrl: 'http://api.test/',
      fetch: fake.fetch,
      headers: () => ({ authorization: 'Bearer t' }),
    }),
    onAnswer: (answer) => seen.push(answer.status),
    parse,
  });
  return { client, fake, seen };
}

describe('createCallClient', () => {
  it('posts the body as JSON to the table path and answers the call type', async () => {
    const { client, fake, seen } = clientFor(() => json({ status: 'success', count: 3 }));
    await expect(client.call('get-thing', { page: 2 })).resolves.toEqual({ status: 'success', count: 3 });
    expect(fake.sent[0]?.url).toBe('http://api.test/public/thing');
    expect(fake.sent[0]?.init.method).toBe('POST');
    expect(fake.sent[0]?.init.body).toBe('{"page":2}');
    expect(new Headers(fake.sent[0]?.init.headers).get('authorization')).toBe('Bearer t');
    expect(seen).toEqual(['success']);
  });

  it('answers a refused call as its common failure, parsed the shared way', async () => {
    const invalid = { status: 'invalid', errors: [{ field: 'page', reason: 'too_small' }] };
    await expect(clientFor(() => json(invalid, 400)).client.call('get-thing', {})).resolves.toEqual(invalid);
    await expect(
      clientFor(() => json({ status: 'auth' }, 401)).client.call('get-thing', {}),
    ).resolves.toEqual({
      status: 'auth',
    });
    await expect(
      clientFor(() => json({ status: 'time', retryAfter: 30 }, 429)).client.call('get-thing', {}),
    ).resolves.toEqual({ status: 'time', retryAfter: 30 });
    // A status no call answers (a proxy's 403) is a hidden error to the screens.
    await expect(clientFor(() => json({}, 403)).client.call('get-thing', {})).resolves.toEqual({
      status: 'error',
    });
  });

  it('never throws on a network failure or a reply that is not JSON', async () => {
    await expect(
      clientFor(() => new TypeError('fetch failed')).client.call('get-thing', {}),
    ).resolves.toEqual({
      status: 'error',
    });
    await expect(
      clientFor(() => new Response('<html>', { status: 200 })).client.call('get-thing', {}),
    ).resolves.toEqual({ status: 'error' });
    const { client, seen } = clientFor(() => new Response('<html>', { status: 401 }));
    await expect(client.call('get-thing', {})).resolves.toEqual({ status: 'auth' });
    expect(seen).toEqual(['auth']);
  });

  it('checks the answer against the table when asked', async () => {
    const wrong = () => json({ status: 'success', count: 'three' });
    await expect(clientFor(wrong).client.call('get-thing', {})).resolves.toMatchObject({ count: 'three' });
    await expect(clientFor(wrong, true).client.call('get-thing', {})).resolves.toEqual({ status: 'error' });
    await expect(
      clientFor(() => json({ status: 'wait' }), true).client.call('get-thing', {}),
    ).resolves.toEqual({
      status: 'wait',
    });
    await expect(
      clientFor(() => json({ status: 'blocked' }), true).client.call('get-thing', {}),
    ).resolves.toEqual({
      status: 'blocked',
    });
  });

  it('sends to the path the client chooses', async () => {
    const fake = fakeFetch(() => json({ status: 'wait' }));
    const client = createCallClient({
      table,
      transport: createTransport({ baseUrl: '', fetch: fake.fetch }),
      pathOf: (name) => `/api/routes/${name}`,
    });
    await client.call('get-thing', {});
    expect(fake.sent[0]?.url).toBe('/api/routes/get-thing');
  });

  it('works from the table’s type alone, paths by pathOf and answers unchecked', async () => {
    const fake = fakeFetch(() => json({ status: 'success', count: 'not a number' }));
    const client = createCallClient<typeof table>({
      transport: createTransport({ baseUrl: '', fetch: fake.fetch }),
      pathOf: (name) => `/api/routes/${name}`,
    });
    await expect(client.call('get-thing', { page: 1 })).resolves.toEqual({
      status: 'success',
      count: 'not a number',
    });
    expect(fake.sent[0]?.url).toBe('/api/routes/get-thing');
  });

  it('refuses to be made without its table unless told the paths, and never to check answers then', () => {
    const transport = createTransport({ baseUrl: '', fetch: fakeFetch(() => json({})).fetch });
    expect(() => createCallClient<typeof table>({ transport })).toThrow(/needs pathOf/);
    expect(() =>
      createCallClient<typeof table>({ transport, pathOf: (name) => `/${name}`, parse: true }),
    ).toThrow(/cannot check answers/);
  });
});
