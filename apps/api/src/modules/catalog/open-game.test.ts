import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameSessions, hashToken } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCasinoGame, createProvider, createSlotGame, createSlotProvider } from './catalog-test-data.ts';

const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('open-game (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    await createProvider(db, { code: 'live', launchUrl: 'http://games.test/live/launch?table=1' });
    await createProvider(db, { code: 'reels', launchUrl: 'https://reels.test/play' });
    await createProvider(db, { code: 'down', maintenance: true });
    await createCasinoGame(db, 'live', { code: 'bacc' });
    await createCasinoGame(db, 'live', { code: 'bacc-off', used: false });
    await createCasinoGame(db, 'down', { code: 'maint' });
    const on = await createSlotProvider(db, 'reels', { code: 'sp-on' });
    const off = await createSlotProvider(db, 'reels', { code: 'sp-off', used: false });
    const downSlots = await createSlotProvider(db, 'down', { code: 'sp-down' });
    await createSlotGame(db, on, { code: 'dragon' });
    await createSlotGame(db, on, { code: 'dragon-off', used: false });
    await createSlotGame(db, off, { code: 'hidden' });
    await createSlotGame(db, downSlots, { code: 'maint-slot' });
  });
  afterAll(() => t.destroy());

  const signedIn = async (overrides: Parameters<typeof createTestMember>[1] = {}) => {
    const member = await createTestMember(t.database.db, overrides);
    return { member, token: await createTestSession(t.database.db, member.id, t.clock()) };
  };
  const open = (token: string | undefined, code: string, company: string, timeStemp = t.clock().getTime()) =>
    t.call('open-game', { code, company, timeStemp }, token);
  const sessionsOf = (memberId: number) =>
    t.database.db.select().from(gameSessions).where(eq(gameSessions.memberId, memberId));

  it('opens a casino game: a session for this member and game, and the launch URL with a launch code', async () => {
    const { member, token } = await signedIn();
    const res = await open(token, 'bacc', 'live');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.status).toBe('success');
    const url = new URL(answer.gameUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://games.test/live/launch');
    expect(url.searchParams.get('table')).toBe('1');
    expect(url.searchParams.get('game')).toBe('bacc');
    expect(url.searchParams.has('lang')).toBe(false);
    // The URL carries a one-time launch code, never a session token (docs/wallet-protocol.md).
    expect(url.searchParams.has('token')).toBe(false);
    const launchCode = url.searchParams.get('launch') ?? '';
    expect(launchCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(launchCode).not.toBe(token);

    const rows = await sessionsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerCode: 'live', gameCode: 'bacc', tokenHash: null });
    expect(rows[0]?.launchCodeHash).toBe(hashToken(launchCode));
    expect(rows[0]?.launchExpiresAt?.getTime()).toBe(t.clock().getTime() + 60_000);
    expect(rows[0]?.createdAt.getTime()).toBe(t.clock().getTime());
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock().getTime() + 8 * HOUR);
  });

  it('opens a slot game by its slot provider; the session names the hosting provider', async () => {
    const { member, token } = await signedIn();
    const answer = (await open(token, 'dragon', 'sp-on')).json();
    expect(answer.status).toBe('success');
    const url = new URL(answer.gameUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://reels.test/play');
    const [row] = await sessionsOf(member.id);
    expect(row).toMatchObject({ providerCode: 'reels', gameCode: 'dragon' });
    expect(row?.launchCodeHash).toBe(hashToken(url.searchParams.get('launch') ?? ''));
  });

  it.each([
    ['an unknown code', 'nope', 'live'],
    ['a casino game under another company', 'bacc', 'reels'],
    ['a slot game under its hosting provider instead of its slot provider', 'dragon', 'reels'],
    ['a slot game under another slot provider', 'dragon', 'sp-off'],
    ['an unused casino game', 'bacc-off', 'live'],
    ['an unused slot game', 'dragon-off', 'sp-on'],
    ['a game of an unused slot provider', 'hidden', 'sp-off'],
  ])('answers cant_find_code for %s and makes no session', async (_case, code, company) => {
    const { member, token } = await signedIn();
    expect((await open(token, code, company)).json()).toEqual({ status: 'cant_find_code' });
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it.each([
    ['maint', 'down'],
    ['maint-slot', 'sp-down'],
  ])('answers time (no retryAfter) when the provider of %s is under maintenance', async (code, company) => {
    const { member, token } = await signedIn();
    expect((await open(token, code, company)).json()).toEqual({ status: 'time' });
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it('refuses any second open within 3 s of the last session, by the server clock', async () => {
    const { member, token } = await signedIn();
    expect((await open(token, 'bacc', 'live')).json().status).toBe('success');

    t.clock.advance(1_000);
    // The client's clock claims 10 s have passed: it is not trusted.
    const early = await open(token, 'dragon', 'sp-on', t.clock().getTime() + 10_000);
    expect(early.json()).toEqual({ status: 'time', retryAfter: 2 });
    const other = await signedIn();
    expect((await open(other.token, 'bacc', 'live')).json().status).toBe('success');

    t.clock.advance(2_100);
    expect((await open(token, 'dragon', 'sp-on')).json().status).toBe('success');
    expect((await sessionsOf(member.id)).map((row) => row.gameCode).sort()).toEqual(['bacc', 'dragon']);
  });

  it('lets exactly one of several simultaneous opens per member through', async () => {
    // Several members at once, so the race a missing row lock allows shows up on every run.
    const players = await Promise.all(Array.from({ length: 5 }, () => signedIn()));
    const answers = await Promise.all(
      players.map(({ token }) => Promise.all(Array.from({ length: 8 }, () => open(token, 'bacc', 'live')))),
    );
    for (const [index, { member }] of players.entries()) {
      const statuses = (answers[index] ?? []).map((res) => res.json().status);
      expect(statuses.filter((status) => status === 'success')).toHaveLength(1);
      expect(statuses.filter((status) => status === 'time')).toHaveLength(7);
      expect(await sessionsOf(member.id)).toHaveLength(1);
    }
  });

  it('answers blocked to a self-excluded member, auth to a suspended one, and makes no session', async () => {
    const now = t.clock().getTime();
    const excluded = await signedIn({ excludedUntil: new Date(now + 24 * HOUR) });
    expect((await open(excluded.token, 'bacc', 'live')).json()).toEqual({ status: 'blocked' });
    expect(await sessionsOf(excluded.member.id)).toHaveLength(0);
    const suspended = await signedIn({ state: 'suspended' });
    expect((await open(suspended.token, 'bacc', 'live')).json()).toEqual({ status: 'auth' });
    expect(await sessionsOf(suspended.member.id)).toHaveLength(0);
    const lapsed = await signedIn({ excludedUntil: new Date(now - 1) });
    expect((await open(lapsed.token, 'bacc', 'live')).json().status).toBe('success');
  });

  it('needs a session', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const res = await open(token, 'bacc', 'live');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'auth' });
    }
  });

  it.each([
    ['code', { company: 'live', timeStemp: 1 }],
    ['code', { code: '  ', company: 'live', timeStemp: 1 }],
    ['company', { code: 'bacc', timeStemp: 1 }],
    ['company', { code: 'bacc', company: 'x'.repeat(65), timeStemp: 1 }],
    ['timeStemp', { code: 'bacc', company: 'live' }],
    ['timeStemp', { code: 'bacc', company: 'live', timeStemp: -5 }],
    ['timeStemp', { code: 'bacc', company: 'live', timeStemp: 1.5 }],
    ['timeStemp', { code: 'bacc', company: 'live', timeStemp: '1700000000000' }],
    ['body', { code: 'bacc', company: 'live', timeStemp: 1, memberId: 1 }],
  ])('answers invalid naming %s and makes no session', async (field, body) => {
    const { member, token } = await signedIn();
    const res = await t.call('open-game', body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('invalid');
    expect(res.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });
});
