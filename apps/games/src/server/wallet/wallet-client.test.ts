import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, WalletUnavailableError } from './wallet-client.ts';
import { systemClock } from '@haneul/server-kit';

const SECRET = 'test-secret';

/** A stand-in wallet: checks the signature, then answers as `reply` says for the token it was sent. */
function startWallet(): Promise<{ server: Server; url: string; seen: { path: string; body: unknown }[] }> {
  const seen: { path: string; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const timestamp = String(req.headers['x-provider-timestamp']);
      const signed = `${timestamp}.${req.method} ${req.url}.${raw}`;
      const expected = createHmac('sha256', SECRET).update(signed).digest('hex');
      if (req.headers['x-provider-signature'] !== expected) {
        return void res.writeHead(401).end('{"status":"INVALID_SIGNATURE"}');
      }
      const body = JSON.parse(raw) as { token: string };
      seen.push({ path: req.url ?? '', body });
      const send = (status: number, text: string) => res.writeHead(status).end(text);
      if (body.token === 'slow')
        return void setTimeout(() => send(200, '{"status":"OK","balance":1}'), 1_000);
      if (body.token === 'broken') return send(500, '{"status":"error"}');
      if (body.token === 'junk') return send(200, '{"status":"MAYBE"}');
      if (body.token === 'poor') return send(200, '{"status":"INSUFFICIENT_FUNDS","balance":70}');
      send(200, '{"status":"OK","balance":1000,"transactionId":"42","playerId":"7","gameCode":"baccarat"}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

describe('wallet client', () => {
  let wallet: Awaited<ReturnType<typeof startWallet>>;
  beforeAll(async () => {
    wallet = await startWallet();
  });
  afterAll(() => new Promise<void>((resolve) => wallet.server.close(() => resolve())));

  const client = (options: { secret?: string; apiUrl?: string } = {}) =>
    createWalletClient({
      apiUrl: options.apiUrl ?? wallet.url,
      secret: options.secret ?? SECRET,
      timeoutMs: 300,
      clock: systemClock,
    });
  const failure = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WalletUnavailableError);
    return (error as WalletUnavailableError).reason;
  };

  it('signs each call, posts it to /provider/haneul/<action> and parses the answer', async () => {
    expect(await client().balance({ token: 'fine' })).toEqual({
      status: 'OK',
      balance: 1000,
      transactionId: '42',
      playerId: '7',
      gameCode: 'baccarat',
    });
    const bet = { token: 'poor', transactionId: 'r:bet', roundId: 'r', gameCode: 'baccarat', amount: 100 };
    // A refusal is an answer like any other, not a failure.
    expect(await client().bet(bet)).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 70 });
    expect(wallet.seen.map((call) => call.path)).toEqual([
      '/provider/haneul/balance',
      '/provider/haneul/bet',
    ]);
    expect(wallet.seen[1]?.body).toEqual(bet);
  });

  it('tells a timeout, an unreachable wallet, a refused signature and a bad answer apart from answers', async () => {
    expect(await failure(client().balance({ token: 'slow' }))).toBe('timeout');
    expect(await failure(client({ apiUrl: 'http://127.0.0.1:1' }).balance({ token: 'fine' }))).toBe(
      'unreachable',
    );
    expect(await failure(client({ secret: 'wrong' }).balance({ token: 'fine' }))).toBe('signature');
    expect(await failure(client().balance({ token: 'broken' }))).toBe('bad_answer');
    expect(await failure(client().balance({ token: 'junk' }))).toBe('bad_answer');
  });
});
