import { ClientError } from '@haneul/contract/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameErrorCode } from './api-error.ts';
import { createGameApi, publicApi } from './game-api.ts';
import { splitLaunchCode } from './window-session.ts';

const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nextNonce: 3 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Answers every request with `reply` and keeps what was sent. */
function serve(reply: () => Response | Error) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const answer = reply();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return sent;
}

async function failure(reply: () => Response | Error): Promise<string> {
  serve(reply);
  return createGameApi('token')
    .spin(100)
    .then(
      () => 'no failure',
      (error: unknown) => gameErrorCode(error),
    );
}

afterEach(() => vi.unstubAllGlobals());

describe('the round API client', () => {
  it('sends the bearer token and the checked body, and answers the protocol type', async () => {
    const body = { status: 'INSUFFICIENT_FUNDS', balance: 100, round: null, fairness };
    const sent = serve(() => json(body));
    await expect(createGameApi('token').spin(100)).resolves.toEqual(body);
    expect(sent[0]?.url).toBe('/api/slot/spin');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe('{"bet":100}');
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe('Bearer token');
  });

  it('reads public rounds by GET without a token', async () => {
    const sent = serve(() => json({ round: null }));
    await expect(publicApi.round('a b')).rejects.toBeInstanceOf(ClientError);
    expect(sent[0]?.url).toBe('/api/rounds/a%20b');
    expect(sent[0]?.init.method).toBe('GET');
    expect(new Headers(sent[0]?.init.headers).has('authorization')).toBe(false);
  });

  it('maps the protocol errors to their codes', async () => {
    expect(await failure(() => json({ status: 'invalid_token' }, 401))).toBe('invalid_token');
    expect(await failure(() => json({ status: 'busy' }, 409))).toBe('busy');
    expect(await failure(() => json({ status: 'time', retryAfter: 4 }, 429))).toBe('time');
    expect(await failure(() => json({ status: 'wallet_unavailable' }, 503))).toBe('wallet_unavailable');
    expect(
      await failure(() => json({ status: 'invalid', errors: [{ field: 'bet', reason: 'x' }] }, 400)),
    ).toBe('invalid');
  });

  it('keeps the meaning of a bare status when the body is not a protocol error', async () => {
    expect(await failure(() => new Response(null, { status: 401 }))).toBe('invalid_token');
    expect(await failure(() => new Response(null, { status: 429 }))).toBe('time');
    expect(await failure(() => new Response('<html>', { status: 503 }))).toBe('wallet_unavailable');
    expect(await failure(() => new Response(null, { status: 502 }))).toBe('error');
  });

  it('tells a network failure, a refused body and an answer out of step', async () => {
    expect(await failure(() => new TypeError('offline'))).toBe('network');
    expect(await failure(() => json({ status: 'OK', balance: -1, round: null, fairness }))).toBe(
      'bad_answer',
    );
    const sent = serve(() => json({}));
    const refused = await createGameApi('token')
      .spin(0)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'not_sent', status: 'invalid' });
    expect(gameErrorCode(refused)).toBe('network');
    expect(sent).toHaveLength(0);
  });
});

describe('splitLaunchCode', () => {
  it('takes the launch code out of the game URL and keeps the rest', () => {
    expect(splitLaunchCode('http://localhost:4100/play?launch=abc&game=sky-palace&lang=en')).toEqual({
      launchCode: 'abc',
      cleanHref: 'http://localhost:4100/play?game=sky-palace&lang=en',
    });
    expect(splitLaunchCode('http://localhost:4100/play?game=baccarat').launchCode).toBeNull();
    expect(splitLaunchCode('http://localhost:4100/play?launch=%20&game=baccarat').launchCode).toBeNull();
  });
});
