import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_ENGINES } from '@haneul/db/testing';
import { ZLaunchAnswer, ZSessionAnswer } from '@haneul/games/src/protocol/round-api.ts';
import { windowSessions } from '@haneul/games/src/server/db/schema.ts';
import { windowPlayer } from '../testing/games-harness.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';

describe.each(TEST_ENGINES)('the round API over HTTP (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);

  const post = (url: string, token: string | undefined, body: unknown = {}) =>
    stack.server.call('POST', url, { token, body });

  it('session start names the player, the balance, the game, the fairness state and the recent rounds', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, {
      gameCode: 'golden-persimmon',
      cash: 30_000,
    });
    const first = ZSessionAnswer.parse((await post('/api/session', player.token)).json());
    expect(first).toMatchObject({
      player: { id: String(player.memberId) },
      balance: 30_000,
      game: { code: 'golden-persimmon', kind: 'slot' },
      fairness: { nextNonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      recent: [],
    });
    for (let i = 0; i < 2; i += 1) await post('/api/slot/spin', player.token, { bet: 500 });
    const again = ZSessionAnswer.parse((await post('/api/session', player.token)).json());
    expect(again.fairness).toEqual({ ...first.fairness, nextNonce: 2 });
    expect(again.recent.map((round) => round.fairness.nonce)).toEqual([1, 0]);
    expect(again.balance).toBe(await stack.wallet.cashOf(player.memberId));
  });

  it('trades the launch code once for a window session; the stack.wallet token never reaches the window', async () => {
    const { memberId, launchCode } = await stack.wallet.launchGame({ gameCode: 'sky-palace', cash: 20_000 });
    const launched = await post('/api/launch', undefined, { launchCode });
    expect(launched.statusCode).toBe(200);
    const { session } = ZLaunchAnswer.parse(launched.json());
    expect(session).not.toBe(launchCode);
    const again = await post('/api/launch', undefined, { launchCode });
    expect([again.statusCode, again.json()]).toEqual([401, { status: 'invalid_token' }]);
    const started = await post('/api/session', session);
    expect(started.json()).toMatchObject({ player: { id: String(memberId) }, balance: 20_000 });

    const [window] = await stack.server.database.db
      .select()
      .from(windowSessions)
      .where(eq(windowSessions.playerId, String(memberId)));
    expect(window?.walletToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(window?.tokenHash).not.toBe(session);
    for (const body of [launched.body, started.body]) expect(body).not.toContain(window?.walletToken);
    // The launch code is no session, and neither is the wallet's token.
    for (const token of [launchCode, window?.walletToken ?? '']) {
      expect((await post('/api/session', token)).statusCode).toBe(401);
    }
  });

  it('refuses a launch code that is unknown, missing or expired', async () => {
    expect((await post('/api/launch', undefined, { launchCode: 'made-up' })).statusCode).toBe(401);
    expect((await post('/api/launch', undefined, {})).statusCode).toBe(400);
    const { launchCode } = await stack.wallet.launchGame({ gameCode: 'sky-palace' });
    stack.wallet.api.clock.advance(60_000);
    expect((await post('/api/launch', undefined, { launchCode })).statusCode).toBe(401);
  });

  it('refuses a missing or unknown token with 401 invalid_token, and an ended session at play', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: 'sky-palace' });
    for (const token of [undefined, 'no-such-token', 'bad token!']) {
      const res = await post('/api/slot/spin', token, { bet: 200 });
      expect([res.statusCode, res.json()]).toEqual([401, { status: 'invalid_token' }]);
    }
    expect((await post('/api/session', player.token)).statusCode).toBe(200);
    await stack.wallet.expireSessions(player.memberId);
    // The cached check still passes; the stack.wallet refuses the bet, so nothing moves.
    const res = await post('/api/slot/spin', player.token, { bet: 200 });
    expect([res.statusCode, res.json()]).toEqual([401, { status: 'invalid_token' }]);
    expect(await stack.wallet.cashOf(player.memberId)).toBe(100_000);
    expect((await post('/api/session', player.token)).statusCode).toBe(401);
  });

  it('answers a bad body with 400 invalid and its field reasons, before anything is drawn', async () => {
    const slot = await windowPlayer(stack.wallet, stack.server, { gameCode: 'sky-palace' });
    const table = await windowPlayer(stack.wallet, stack.server, { gameCode: 'baccarat' });
    const cases: [string, string, unknown, string][] = [
      ['/api/slot/spin', slot.token, { bet: 'lots' }, 'bet'],
      ['/api/slot/spin', slot.token, {}, 'bet'],
      ['/api/slot/spin', slot.token, { bet: 150 }, 'bet'],
      ['/api/slot/spin', slot.token, { bet: 210 }, 'bet'],
      ['/api/baccarat/deal', table.token, { bets: {} }, 'bets'],
      ['/api/baccarat/deal', table.token, { bets: { player: 500 } }, 'bets.player'],
      ['/api/baccarat/deal', table.token, { bets: { dragon: 1_000 } }, 'bets'],
      ['/api/fairness/client-seed', slot.token, { clientSeed: 'has:colon' }, 'clientSeed'],
    ];
    for (const [url, token, body, field] of cases) {
      const res = await post(url, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'invalid',
        errors: expect.arrayContaining([expect.objectContaining({ field })]),
      });
    }
    const malformed = await stack.server.app.inject({
      method: 'POST',
      url: '/api/slot/spin',
      headers: { authorization: `Bearer ${slot.token}`, 'content-type': 'application/json' },
      payload: '{"bet":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'invalid' });
    const session = ZSessionAnswer.parse((await post('/api/session', slot.token)).json());
    expect(session.fairness.nextNonce).toBe(0);
    expect(await stack.wallet.cashOf(slot.memberId)).toBe(100_000);
  });

  it("answers not_found for another game's call, unknown rounds and games; public lookups need no token", async () => {
    const slot = await windowPlayer(stack.wallet, stack.server, { gameCode: 'sky-palace' });
    const res = await post('/api/baccarat/deal', slot.token, { bets: { player: 1_000 } });
    expect([res.statusCode, res.json()]).toEqual([404, { status: 'not_found' }]);
    for (const url of [
      '/api/rounds/nope',
      `/api/rounds/${crypto.randomUUID()}`,
      '/api/games/nope',
      '/api/nope',
    ]) {
      expect((await stack.server.call('GET', url)).statusCode, url).toBe(404);
    }
    const odds = (await stack.server.call('GET', '/api/games/baccarat')).json();
    expect(odds).toMatchObject({ kind: 'baccarat', bets: { min: 1_000, max: 10_000_000, step: 1 } });
    expect(odds.odds).toContainEqual({ bet: 'banker', pays: '0.95:1', houseEdgePercent: '1.0579' });
    expect((await stack.server.call('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    const play = await stack.server.call('GET', '/play?token=x&game=sky-palace');
    expect([play.statusCode, play.headers['content-type']]).toEqual([503, 'text/html; charset=utf-8']);
    expect(play.body).toContain('npm run build -w @haneul/games');
  });
});
