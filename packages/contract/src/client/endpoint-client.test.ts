import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClientError } from './client-error.ts';
import { createEndpointClient, fillPath, pickBody, pickQuery, type RestSpec } from './endpoint-client.ts';
import { fakeFetch, json } from './fake-fetch.test-helper.ts';
import { createTransport } from './transport.ts';

const nothing = z.strictObject({});
const table = {
  'things.list': {
    method: 'GET',
    path: '/api/things',
    query: z.object({ page: z.coerce.number().int().min(1), q: z.string().min(2) }),
    body: nothing,
    answer: z.object({ data: z.array(z.object({ id: z.number() })), total: z.number() }),
  },
  'things.adjust': {
    method: 'POST',
    path: '/api/things/:id/adjust',
    query: nothing,
    body: z.strictObject({ amount: z.number() }),
    answer: z.object({ data: z.object({ id: z.number() }) }),
  },
  'things.csv': {
    method: 'GET',
    path: '/api/things.csv',
    query: nothing,
    body: nothing,
    answer: z.string(),
    format: 'csv',
  },
} satisfies Record<string, RestSpec>;

function clientFor(reply: (url: string) => Response | Error, mapError?: (error: ClientError) => Error) {
  const fake = fakeFetch(reply);
  const transport = createTransport({
    baseUrl: '',
    fetch: fake.fetch,
    headers: () => ({ authorization: undefined }),
  });
  return { client: createEndpointClient({ table, transport, ...(mapError ? { mapError } : {}) }), fake };
}

describe('createEndpointClient', () => {
  it('builds the request from the table and parses the answer', async () => {
    const { client, fake } = clientFor(() => json({ data: [{ id: 1 }], total: 1 }));
    const answer = await client.call('things.list', { query: { page: 2, q: 'x', stray: 'y' } });
    expect(answer.total).toBe(1);
    expect(fake.sent[0]?.url).toBe('/api/things?page=2');
    expect(fake.sent[0]?.init.body).toBeUndefined();
    expect(new Headers(fake.sent[0]?.init.headers).has('authorization')).toBe(false);
  });

  it('sends only the body fields the endpoint names', async () => {
    const { client, fake } = clientFor(() => json({ data: { id: 7 } }));
    await client.send('things.adjust', { params: { id: 7 }, body: { amount: 5, id: 7, extra: true } });
    expect(fake.sent[0]?.url).toBe('/api/things/7/adjust');
    expect(fake.sent[0]?.init.body).toBe('{"amount":5}');
  });

  it('throws failures as ClientError, or as what mapError makes of them', async () => {
    const refused = clientFor(() => json({ status: 'balance', reason: 'low' }, 409)).client;
    const error = await refused
      .call('things.adjust', { params: { id: 1 }, body: { amount: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).toShape()).toMatchObject({
      status: 'balance',
      httpStatus: 409,
      extra: { reason: 'low' },
    });

    const mapped = clientFor(
      () => new TypeError('offline'),
      (e) => new Error(`mapped:${e.status}:${e.kind}`),
    ).client;
    await expect(mapped.call('things.list')).rejects.toThrow('mapped:error:network');
  });

  it('checks the body with the table before sending, when asked', async () => {
    const fake = fakeFetch(() => json({ data: { id: 1 } }));
    const transport = createTransport({ baseUrl: '', fetch: fake.fetch });
    const checked = createEndpointClient({ table, transport, checkBody: true });
    const refused = await checked
      .send('things.adjust', { params: { id: 1 }, body: { amount: 'x' } })
      .catch((e: unknown) => e);
    expect((refused as ClientError).toShape()).toMatchObject({
      status: 'invalid',
      kind: 'not_sent',
      httpStatus: 0,
      errors: [{ field: 'amount' }],
    });
    expect(fake.sent).toHaveLength(0);
    await checked.call('things.adjust', { params: { id: 1 }, body: { amount: 2 } });
    expect(fake.sent[0]?.init.body).toBe('{"amount":2}');
  });

  it('refuses an answer the table does not describe', async () => {
    const { client } = clientFor(() => json({ data: 'nope' }));
    await expect(client.call('things.list')).rejects.toMatchObject({ kind: 'bad_answer', status: 'error' });
  });

  it('downloads a file and reads a failed download as JSON', async () => {
    const ok = clientFor(() => new Response('a,b\n1,2', { status: 200 })).client;
    await expect((await ok.download('things.csv')).text()).resolves.toBe('a,b\n1,2');
    const denied = clientFor(() => json({ status: 'forbidden' }, 403)).client;
    await expect(denied.download('things.csv')).rejects.toMatchObject({
      status: 'forbidden',
      httpStatus: 403,
    });
  });
});

describe('request helpers', () => {
  it('fills path parameters and refuses a missing one', () => {
    expect(fillPath('/m/:id/x', { id: 'a b' })).toBe('/m/a%20b/x');
    expect(() => fillPath('/m/:id')).toThrow('missing path parameter id');
  });

  it('picks accepted query values and body fields', () => {
    const query = z.object({ page: z.coerce.number(), active: z.enum(['true', 'false']) });
    expect(pickQuery(query, { page: 1, active: true, other: 1, empty: '' })).toEqual({
      page: '1',
      active: 'true',
    });
    expect(pickBody(z.object({ a: z.number() }), { a: 1, b: 2 })).toEqual({ a: 1 });
    expect(pickBody(z.string(), { a: 1 })).toEqual({});
  });
});
