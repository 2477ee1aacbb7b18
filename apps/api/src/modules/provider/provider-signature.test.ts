import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callTable } from '@haneul/contract';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { signProviderRequest } from '@haneul/server-kit';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  cashOf,
  createCatalogue,
  createPlayer,
  DEMO_SECRET,
  entryCount,
  send,
} from './provider.test-helper.ts';

describe.each(TEST_ENGINES)('wallet protocol signature and body checks (%s)', (engine) => {
  let t: TestApp;
  let slot: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ slot } = await createCatalogue(t.database.db, 'haneul'));
    await createCatalogue(t.database.db, 'acme-live');
    await createCatalogue(t.database.db, 'nosecret');
  });
  afterAll(() => t.destroy());
  afterEach(() => {
    delete process.env.PROVIDER_ACME_LIVE_SECRET;
  });

  const unauthorized = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('{"status":"INVALID_SIGNATURE"}');
  };

  it('answers a correctly signed call', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 12_000 });
    const res = await send(t, 'balance', { token: player.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OK', balance: 12_000 });
  });

  it('refuses a wrong signature, a wrong secret and missing headers with 401, moving nothing', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const bet = { token: player.token, transactionId: 'sig-1', roundId: 'r1', gameCode: slot, amount: 1_000 };
    unauthorized(await send(t, 'bet', bet, { signature: 'a'.repeat(64) }));
    unauthorized(await send(t, 'bet', bet, { secret: 'not-the-secret' }));
    unauthorized(await t.app.inject({ method: 'POST', url: '/provider/haneul/bet', payload: bet }));
    expect(await cashOf(t.database.db, player.id)).toBe(10_000);
    expect(await entryCount(t.database.db, player.id)).toBe(1);
  });

  it('signs the action: a body signed for /win and sent to /bet is refused, moving nothing', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const body = { token: player.token, transactionId: 'x-1', roundId: 'rx', gameCode: slot, amount: 1_000 };
    unauthorized(await send(t, 'bet', body, { signedPath: '/provider/haneul/win' }));
    unauthorized(await send(t, 'win', { ...body, roundEnded: true }, { signedPath: '/provider/haneul/bet' }));
    unauthorized(
      await send(t, 'balance', { token: player.token }, { signedPath: '/provider/acme-live/balance' }),
    );
    expect(await cashOf(t.database.db, player.id)).toBe(10_000);
    expect(await entryCount(t.database.db, player.id)).toBe(1);
  });

  it('signs the raw bytes: the same JSON with other spacing is a different body', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 5_000 });
    const raw = `{ "token" : "${player.token}" }`;
    const res = await send(t, 'balance', raw);
    expect(res.json()).toMatchObject({ status: 'OK', balance: 5_000 });
    const signature = signProviderRequest(DEMO_SECRET, {
      timestamp: String(t.clock().getTime()),
      method: 'POST',
      path: '/provider/haneul/balance',
      rawBody: JSON.stringify({ token: player.token }),
    });
    unauthorized(await send(t, 'balance', raw, { signature }));
  });

  it('refuses a timestamp more than 300 s away, either way, and accepts 299 s', async () => {
    const player = await createPlayer(t, { gameCode: slot });
    const now = t.clock().getTime();
    unauthorized(await send(t, 'balance', { token: player.token }, { timestamp: now - 301_000 }));
    unauthorized(await send(t, 'balance', { token: player.token }, { timestamp: now + 301_000 }));
    unauthorized(await send(t, 'balance', { token: player.token }, { timestamp: 'yesterday' }));
    expect((await send(t, 'balance', { token: player.token }, { timestamp: now - 299_000 })).statusCode).toBe(
      200,
    );
    expect((await send(t, 'balance', { token: player.token }, { timestamp: now + 299_000 })).statusCode).toBe(
      200,
    );
  });

  it('refuses a request signed long ago once the server clock has moved on', async () => {
    const player = await createPlayer(t, { gameCode: slot });
    const signedAt = t.clock().getTime();
    t.clock.advance(301_000);
    unauthorized(await send(t, 'balance', { token: player.token }, { timestamp: signedAt }));
  });

  it('refuses an unknown provider, and a known one with no secret configured', async () => {
    unauthorized(await send(t, 'balance', { token: 'x' }, { provider: 'ghost' }));
    process.env.PROVIDER_GHOST_SECRET = 'ghost-secret';
    try {
      unauthorized(await send(t, 'balance', { token: 'x' }, { provider: 'ghost', secret: 'ghost-secret' }));
    } finally {
      delete process.env.PROVIDER_GHOST_SECRET;
    }
    unauthorized(await send(t, 'balance', { token: 'x' }, { provider: 'nosecret', secret: DEMO_SECRET }));
  });

  it("takes another provider's secret from PROVIDER_<CODE>_SECRET", async () => {
    process.env.PROVIDER_ACME_LIVE_SECRET = 'acme-secret';
    const player = await createPlayer(t, {
      gameCode: 'acme-live-bacc',
      providerCode: 'acme-live',
      cash: 7_000,
    });
    const res = await send(
      t,
      'balance',
      { token: player.token },
      { provider: 'acme-live', secret: 'acme-secret' },
    );
    expect(res.json()).toMatchObject({ status: 'OK', balance: 7_000 });
    unauthorized(await send(t, 'balance', { token: player.token }, { provider: 'acme-live' }));
  });

  it('answers INVALID_REQUEST (200) to malformed JSON and to bodies the contract refuses', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 8_000 });
    const base = { token: player.token, transactionId: 'bad-1', roundId: 'r', gameCode: slot, amount: 100 };
    const malformed = await send(t, 'bet', '{"token":');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toEqual({ status: 'INVALID_REQUEST', balance: 0 });
    for (const body of [
      { ...base, amount: 10.5 },
      { ...base, amount: 0 },
      { ...base, amount: -100 },
      { ...base, amount: '100' },
      { ...base, transactionId: 'x'.repeat(101) },
      { ...base, transactionId: '   ' },
      { ...base, roundId: undefined },
    ]) {
      const res = await send(t, 'bet', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'INVALID_REQUEST', balance: 8_000 });
    }
    const win = await send(t, 'win', { ...base, amount: 100 });
    expect(win.json()).toEqual({ status: 'INVALID_REQUEST', balance: 8_000 });
    expect((await send(t, 'bet', { ...base, token: 'unknown', amount: 1.5 })).json()).toEqual({
      status: 'INVALID_REQUEST',
      balance: 0,
    });
    expect(await cashOf(t.database.db, player.id)).toBe(8_000);
    expect(await entryCount(t.database.db, player.id)).toBe(1);
  });

  it('trims ids and accepts exactly 100 characters', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 8_000 });
    const id = 'y'.repeat(100);
    const body = {
      token: player.token,
      transactionId: ` ${id} `,
      roundId: ' r ',
      gameCode: slot,
      amount: 100,
    };
    expect((await send(t, 'bet', body)).json()).toMatchObject({ status: 'OK', balance: 7_900 });
    expect((await send(t, 'bet', { ...body, transactionId: id, roundId: 'r' })).json()).toMatchObject({
      status: 'OK',
      balance: 7_900,
    });
  });

  it('answers INVALID_TOKEN to a token of another provider', async () => {
    const player = await createPlayer(t, {
      gameCode: 'acme-live-bacc',
      providerCode: 'acme-live',
      cash: 9_000,
    });
    expect((await send(t, 'balance', { token: player.token })).json()).toEqual({
      status: 'INVALID_TOKEN',
      balance: 0,
    });
    const bet = {
      token: player.token,
      transactionId: 'cross-1',
      roundId: 'r',
      gameCode: 'acme-live-bacc',
      amount: 10,
    };
    expect((await send(t, 'bet', bet)).json()).toEqual({ status: 'INVALID_TOKEN', balance: 0 });
    expect(await cashOf(t.database.db, player.id)).toBe(9_000);
  });

  it('leaves the other routes on their own JSON parser', async () => {
    const member = await createTestMember(t.database.db);
    const token = await createTestSession(t.database.db, member.id, t.clock());
    const res = await t.call('get-balance-setting', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const bad = await t.app.inject({
      method: 'POST',
      url: callTable['get-balance-setting'].path,
      payload: '{"oops":',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('invalid');
  });

  it('answers 404 to an unknown action', async () => {
    const res = await send(t, 'cashout', { token: 'x' });
    expect(res.statusCode).toBe(404);
  });
});
