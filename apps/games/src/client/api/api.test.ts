import { ClientError } from '@haneul/contract/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameErrorCode } from './api-error.ts';
import { createGameApi, publicApi } from './game-api.ts';
import { splitLaunchCode } from './window-session.ts';

const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nextNonce: 3 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
/** A window that ignores what stakes tell it (the tests below that care pass their own). */
const unwatched = { onRealityCheck: () => undefined, onStop: () => undefined };

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
  return createGameApi('token', unwatched)
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
    await expect(createGameApi('token', unwatched).spin(100)).resolves.toEqual(body);
    expect(sent[0]?.url).toBe('/api/slot/spin');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe('{"bet":100}');
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe('Bearer token');
  });

  it('sends a blackjack deal and a decision to their calls, and refuses an action the engine does not name', async () => {
    const sent = serve(() => json({ status: 'busy' }, 409));
    const api = createGameApi('token', unwatched);
    await expect(api.blackjackStart(5_000)).rejects.toBeInstanceOf(ClientError);
    const roundId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
    await expect(api.blackjackAct(roundId, 'double')).rejects.toBeInstanceOf(ClientError);
    expect(sent.map(({ url, init }) => [url, init.body])).toEqual([
      ['/api/blackjack/start', '{"stake":5000}'],
      ['/api/blackjack/act', `{"roundId":"${roundId}","action":"double"}`],
    ]);
    // @ts-expect-error: 'fold' is not a blackjack action, and the body check stops it before it leaves.
    const refused = await api.blackjackAct(roundId, 'fold').catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'not_sent' });
    expect(sent).toHaveLength(2);
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
    const refused = await createGameApi('token', unwatched)
      .spin(0)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'not_sent', status: 'invalid' });
    expect(gameErrorCode(refused)).toBe('network');
    expect(sent).toHaveLength(0);
  });
});

describe('what stakes tell the window', () => {
  it('reports a reality check the server refused a round for, and a stop for a limit or an exclusion', async () => {
    const checks: unknown[] = [];
    const stops: string[] = [];
    const api = createGameApi('token', {
      onRealityCheck: (check) => checks.push(check),
      onStop: (s) => stops.push(s),
    });
    const realityCheck = {
      due: '2026-11-28T00:30:00.000Z',
      playedMs: 1_860_000,
      staked: 500,
      won: 0,
      net: -500,
    };
    serve(() => json({ status: 'reality_check', realityCheck }, 409));
    expect(gameErrorCode(await api.spin(100).catch((error: unknown) => error))).toBe('reality_check');
    expect(checks).toEqual([realityCheck]);
    serve(() => json({ status: 'LIMIT_REACHED', balance: 100, round: null, fairness }));
    await api.deal({ player: 1_000 });
    serve(() => json({ status: 'INSUFFICIENT_FUNDS', balance: 100, round: null, fairness }));
    await api.spin(100);
    expect(stops).toEqual(['LIMIT_REACHED']);
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
