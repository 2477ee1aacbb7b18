import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { casinoGames } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCasinoGame, createProvider, createSlotGame, createSlotProvider } from './catalog-test-data.ts';
import { insertGameSession } from './game-session.queries.ts';

const SECOND = 1_000;

describe.each(TEST_ENGINES)('get-recent-game (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    await createProvider(db, { code: 'live' });
    await createProvider(db, { code: 'reels' });
    await createCasinoGame(db, 'live', { code: 'bacc', nameKo: '바카라', nameEn: 'Baccarat' });
    await createCasinoGame(db, 'live', { code: 'roul' });
    const on = await createSlotProvider(db, 'reels', { code: 'sp-on' });
    const off = await createSlotProvider(db, 'reels', { code: 'sp-off', used: false });
    await createSlotGame(db, on, { code: 'dragon', nameKo: '용', nameEn: 'Dragon' });
    await createSlotGame(db, on, { code: 'tiger' });
    await createSlotGame(db, off, { code: 'hidden' });
  });
  afterAll(() => t.destroy());

  const signedIn = async () => {
    const member = await createTestMember(t.database.db);
    return { member, token: await createTestSession(t.database.db, member.id, t.clock()) };
  };
  /** A launch as open-game records it, `secondsAgo` before the test clock. */
  const played = (memberId: number, providerCode: string, gameCode: string, secondsAgo: number) => {
    const createdAt = new Date(t.clock().getTime() - secondsAgo * SECOND);
    return insertGameSession(t.database.db, {
      launchCodeHash: randomBytes(32).toString('hex'),
      launchExpiresAt: new Date(createdAt.getTime() + 60 * SECOND),
      memberId,
      providerCode,
      gameCode,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 8 * 3_600 * SECOND),
    });
  };
  const recent = async (token: string) => {
    const res = await t.call('get-recent-game', {}, token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers each game once, by its latest launch, with what its tile needs to launch it again', async () => {
    const { member, token } = await signedIn();
    await played(member.id, 'live', 'bacc', 50);
    await played(member.id, 'reels', 'dragon', 40);
    await played(member.id, 'live', 'bacc', 30);
    await played(member.id, 'reels', 'tiger', 20);

    const answer = await recent(token);
    expect(answer.status).toBe('success');
    expect(answer.games.map((game: { code: string }) => game.code)).toEqual(['tiger', 'bacc', 'dragon']);
    expect(answer.games[1]).toEqual({
      code: 'bacc',
      gameCompany: 'live',
      kind: 'casino',
      imgUrl: '/img/bacc.svg',
      nameKo: '바카라',
      nameEn: 'Baccarat',
      used: 'y',
      playedAt: new Date(t.clock().getTime() - 30 * SECOND).toISOString(),
    });
    // A slot game's company is its slot provider, as open-game expects; the session names the host.
    expect(answer.games[2]).toMatchObject({ code: 'dragon', gameCompany: 'sp-on', kind: 'slot', used: 'y' });
  });

  it('records what open-game opened', async () => {
    const { token } = await signedIn();
    expect((await recent(token)).games).toEqual([]);
    const opened = await t.call('open-game', { code: 'dragon', company: 'sp-on', timeStemp: 1 }, token);
    expect(opened.json().status).toBe('success');
    expect((await recent(token)).games).toMatchObject([
      { code: 'dragon', gameCompany: 'sp-on', playedAt: t.clock().toISOString() },
    ]);
  });

  it('marks games switched off since as unused and leaves out games no longer in the catalogue', async () => {
    const { member, token } = await signedIn();
    await played(member.id, 'reels', 'hidden', 30);
    await played(member.id, 'live', 'gone', 20);
    await played(member.id, 'live', 'roul', 10);
    await t.database.db.update(casinoGames).set({ used: false }).where(eq(casinoGames.code, 'roul'));
    const { games } = await recent(token);
    expect(games.map((game: { code: string; used: string }) => [game.code, game.used])).toEqual([
      ['roul', 'n'],
      ['hidden', 'n'],
    ]);
  });

  it("answers only the member's own games, at most a dozen", async () => {
    const { member, token } = await signedIn();
    const other = await signedIn();
    await played(other.member.id, 'live', 'bacc', 5);
    const codes = Array.from({ length: 14 }, (_, i) => `many-${String(i).padStart(2, '0')}`);
    for (const [i, code] of codes.entries()) {
      await createCasinoGame(t.database.db, 'live', { code });
      await played(member.id, 'live', code, 100 - i);
    }
    const { games } = await recent(token);
    expect(games.map((game: { code: string }) => game.code)).toEqual(codes.slice(2).reverse());
  });

  it('needs a session and an empty body', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const res = await t.call('get-recent-game', {}, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'auth' });
    }
    const { token } = await signedIn();
    const res = await t.call('get-recent-game', { limit: 50 }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'body', reason: 'unknown field: limit' }],
    });
  });
});
