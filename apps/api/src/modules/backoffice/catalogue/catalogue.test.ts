import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import {
  createCasinoGame,
  createProvider,
  createSlotGame,
  createSlotProvider,
} from '../../catalog/catalog-test-data.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('game catalogue on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('switches a casino game off and reorders it; the lobby shows it at once', async () => {
    const provider = await createProvider(t.database.db);
    const game = await createCasinoGame(t.database.db, provider.code);
    const res = await callEndpoint(t, 'casinoGames.update', {
      params: { id: game.code },
      token: operator.token,
      body: { used: false, sort: 5, imgUrl: '/images/casino/new.svg' },
    });
    expect(res.json()).toMatchObject({
      data: { id: game.code, used: false, sort: 5, imgUrl: '/images/casino/new.svg' },
    });
    const lobby = (await t.call('get-casino-setting')).json().casiono;
    expect(lobby.find((item: { code: string }) => item.code === game.code)).toMatchObject({ used: 'n' });
    expect(await auditOf(t.database.db, 'casino_game', game.code)).toMatchObject([
      { action: 'casino_game.update', before: { used: true }, after: { used: false } },
    ]);
    const bad = await callEndpoint(t, 'casinoGames.update', {
      params: { id: game.code },
      token: operator.token,
      body: { imgUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists slot games of one slot provider and edits them', async () => {
    const provider = await createProvider(t.database.db);
    const studio = await createSlotProvider(t.database.db, provider.code);
    const game = await createSlotGame(t.database.db, studio);
    const list = await callEndpoint(t, 'slotGames.list', {
      token: operator.token,
      query: { slotProviderCode: studio.code },
    });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: game.code, slotProviderCode: studio.code }] });
    const edit = await callEndpoint(t, 'slotProviders.update', {
      params: { id: studio.code },
      token: operator.token,
      body: { used: false },
    });
    expect(edit.json().data.used).toBe(false);
    expect(
      (await callEndpoint(t, 'sports.get', { params: { id: 'none' }, token: operator.token })).statusCode,
    ).toBe(404);
  });

  it("shows each game's declared maximum win, or that it declares none", async () => {
    const provider = await createProvider(t.database.db);
    const studio = await createSlotProvider(t.database.db, provider.code);
    const slot = await createSlotGame(t.database.db, studio, { maxWinMultiplier: '289541.125' });
    const table = await createCasinoGame(t.database.db, provider.code, { maxWinMultiplier: null });
    const slots = await callEndpoint(t, 'slotGames.get', {
      params: { id: slot.code },
      token: operator.token,
    });
    expect(slots.json().data.maxWinMultiplier).toBe('289541.125');
    const tables = await callEndpoint(t, 'casinoGames.get', {
      params: { id: table.code },
      token: operator.token,
    });
    expect(tables.json().data.maxWinMultiplier).toBeNull();
    const studios = await callEndpoint(t, 'slotProviders.get', {
      params: { id: studio.code },
      token: operator.token,
    });
    expect(studios.json().data).not.toHaveProperty('maxWinMultiplier');
  });

  it('puts a provider under maintenance: its games stop launching', async () => {
    const provider = await createProvider(t.database.db);
    const game = await createCasinoGame(t.database.db, provider.code);
    const res = await callEndpoint(t, 'providers.update', {
      params: { id: provider.code },
      token: operator.token,
      body: { maintenance: true },
    });
    expect(res.json()).toMatchObject({ data: { id: provider.code, maintenance: true } });
    const member = await createTestMember(t.database.db);
    const token = await createTestSession(t.database.db, member.id, t.clock());
    const launch = await t.call(
      'open-game',
      { code: game.code, company: provider.code, timeStemp: t.clock().getTime() },
      token,
    );
    expect(launch.json()).toEqual({ status: 'time' });
  });
});
