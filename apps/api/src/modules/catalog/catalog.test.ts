import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberId, transferToGameWallet, won } from '@haneul/db';
import { createTestMember, createTestSession, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createCasinoGame,
  createProvider,
  createSlotGame,
  createSlotProvider,
  createSportSetting,
} from './catalog-test-data.ts';

describe.each(TEST_ENGINES)('catalog calls (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    await createProvider(db, { code: 'live' });
    await createProvider(db, { code: 'reels' });
    // Inserted out of order: the answers must come back by sort, then code.
    await createCasinoGame(db, 'live', { code: 'c-bacc', sort: 1, nameKo: '바카라', nameEn: 'Baccarat' });
    await createCasinoGame(db, 'live', { code: 'c-aaa', sort: 1 });
    await createCasinoGame(db, 'live', { code: 'c-off', sort: 0, used: false });
    const later = await createSlotProvider(db, 'reels', { code: 'sp-later', sort: 5 });
    const first = await createSlotProvider(db, 'reels', { code: 'sp-first', sort: 1, used: false });
    await createSlotGame(db, later, { code: 'g-b' });
    await createSlotGame(db, later, { code: 'g-a', nameKo: '용의 보물', nameEn: 'Dragon Treasure' });
    await createSlotGame(db, later, { code: 'g-top', sort: -1, used: false });
    await createSlotGame(db, first, { code: 'g-other' });
    await createProvider(db, { code: 'vault', walletType: 'transfer' });
    await createSlotProvider(db, 'vault', { code: 'sp-vault', sort: 9 });
    await createSportSetting(db, 'live', { code: 'soccer', sort: 2 });
    await createSportSetting(db, 'live', { code: 'basket', sort: 2, used: false });
  });
  afterAll(() => t.destroy());

  it('get-casino-setting lists every casino game, unused ones included, by sort then code', async () => {
    const res = await t.call('get-casino-setting');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.status).toBe('success');
    expect(answer.casiono.map((item: { code: string }) => item.code)).toEqual(['c-off', 'c-aaa', 'c-bacc']);
    expect(answer.casiono[0]).toMatchObject({ code: 'c-off', used: 'n', gameCompany: 'live' });
    expect(answer.casiono[2]).toEqual({
      code: 'c-bacc',
      gameCompany: 'live',
      used: 'y',
      imgUrl: '/img/c-bacc.svg',
      nameKo: '바카라',
      nameEn: 'Baccarat',
    });
  });

  it('get-slot-setting lists the slot providers with their used flags and transfer wallets', async () => {
    const answer = (await t.call('get-slot-setting')).json();
    expect(answer).toEqual({
      status: 'success',
      slot: [
        {
          code: 'sp-first',
          used: 'n',
          imgUrl: '/img/sp-first.svg',
          nameKo: 'sp-first 한글',
          nameEn: 'sp-first English',
          transferCompany: null,
        },
        {
          code: 'sp-later',
          used: 'y',
          imgUrl: '/img/sp-later.svg',
          nameKo: 'sp-later 한글',
          nameEn: 'sp-later English',
          transferCompany: null,
        },
        {
          code: 'sp-vault',
          used: 'y',
          imgUrl: '/img/sp-vault.svg',
          nameKo: 'sp-vault 한글',
          nameEn: 'sp-vault English',
          transferCompany: 'vault',
        },
      ],
    });
  });

  it('get-sport-setting lists the sport products', async () => {
    const answer = (await t.call('get-sport-setting')).json();
    expect(answer.status).toBe('success');
    expect(answer.sport.map((item: { code: string; used: string }) => [item.code, item.used])).toEqual([
      ['basket', 'n'],
      ['soccer', 'y'],
    ]);
  });

  it("get-slot-by-company lists only that slot provider's games, gameCompany being the slot provider", async () => {
    const answer = (await t.call('get-slot-by-company', { company: 'sp-later' })).json();
    expect(answer.status).toBe('success');
    expect(answer.games.map((game: { code: string }) => game.code)).toEqual(['g-top', 'g-a', 'g-b']);
    expect(answer.games[1]).toEqual({
      code: 'g-a',
      gameCompany: 'sp-later',
      imgUrl: '/img/g-a.svg',
      nameKo: '용의 보물',
      nameEn: 'Dragon Treasure',
      used: 'y',
    });
    expect(answer.games[0]).toMatchObject({ code: 'g-top', used: 'n' });
  });

  it('get-slot-by-company answers an empty list for an unknown company (and trims the name)', async () => {
    expect((await t.call('get-slot-by-company', { company: 'nobody' })).json()).toEqual({
      status: 'success',
      games: [],
    });
    const padded = (await t.call('get-slot-by-company', { company: '  sp-first ' })).json();
    expect(padded.games.map((game: { code: string }) => game.code)).toEqual(['g-other']);
  });

  it.each(['get-casino-setting', 'get-slot-setting', 'get-sport-setting'] as const)(
    '%s refuses unknown fields',
    async (name) => {
      const res = await t.call(name, { page: 2 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'body', reason: 'unknown field: page' }],
      });
    },
  );

  it('get-slot-by-company names the missing or blank company', async () => {
    for (const body of [{}, { company: '   ' }, { company: 7 }]) {
      const res = await t.call('get-slot-by-company', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('invalid');
      expect(res.json().errors.map((error: { field: string }) => error.field)).toEqual(['company']);
    }
  });

  describe('get-in-game-balance', () => {
    it("answers cash, transfer-wallet game money and comp of the session's member", async () => {
      const db = t.database.db;
      const member = await createTestMember(db);
      await fundTestMember(db, member.id, 100_000);
      await fundTestMember(db, member.id, 2_500, 'comp');
      await transferToGameWallet(db, {
        memberId: memberId(member.id),
        providerCode: 'reels',
        transferId: 1,
        amount: won(30_000),
      });
      const other = await createTestMember(db);
      await fundTestMember(db, other.id, 999);
      const token = await createTestSession(db, member.id, t.clock());

      const res = await t.call('get-in-game-balance', {}, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        data: {
          status: 'success',
          userId: member.userId,
          balance: 70_000,
          gameMoney: 30_000,
          rolling: 2_500,
          companies: [],
        },
      });
    });

    it('answers zeros for a member without money', async () => {
      const member = await createTestMember(t.database.db);
      const token = await createTestSession(t.database.db, member.id, t.clock());
      const answer = (await t.call('get-in-game-balance', {}, token)).json();
      expect(answer.data).toEqual({
        status: 'success',
        userId: member.userId,
        balance: 0,
        gameMoney: 0,
        rolling: 0,
        companies: [],
      });
    });

    it('needs a session', async () => {
      for (const token of [undefined, 'not-a-session']) {
        const res = await t.call('get-in-game-balance', {}, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: 'auth' });
      }
    });

    it('refuses a body with fields', async () => {
      const member = await createTestMember(t.database.db);
      const token = await createTestSession(t.database.db, member.id, t.clock());
      const res = await t.call('get-in-game-balance', { userId: 'someone-else' }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'body', reason: 'unknown field: userId' }],
      });
    });
  });
});
