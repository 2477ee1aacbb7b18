import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createCasinoGame, createProvider } from '../../catalog/catalog-test-data.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  callEndpoint,
  creditCommission,
  recordPlay,
  signedInStaff,
} from '../testing/backoffice.test-helper.ts';

/** The test clock starts 2026-11-22T03:00Z: noon on 22 November in Korea. */
const at = (iso: string) => new Date(iso);

describe.each(TEST_ENGINES)('dashboard and reports on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  let providerCode: string;
  let agentId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    const db = t.database.db;
    providerCode = (await createProvider(db)).code;
    await createCasinoGame(db, providerCode, { code: 'tiger', nameKo: '타이거', nameEn: 'Tiger' });
    const agent = await createTestMember(db, {
      playType: 'agent',
      agentCode: 'REPORT1',
      createdAt: at('2026-11-01T00:00:00Z'),
    });
    agentId = agent.id;
    const player = await createTestMember(db, { agentId, createdAt: at('2026-11-21T15:30:00Z') });
    const play = (kind: 'bet' | 'win', amount: number, iso: string, extra = {}) =>
      recordPlay(db, {
        memberId: player.id,
        providerCode,
        gameCode: 'tiger',
        kind,
        amount,
        createdAt: at(iso),
        ...extra,
      });
    await play('bet', 10_000, '2026-11-21T15:30:00Z'); // 00:30 on the 22nd in Korea
    await play('bet', 5_000, '2026-11-22T01:00:00Z', { rolledBack: true });
    await play('win', 4_000, '2026-11-22T02:00:00Z');
    await play('bet', 2_000, '2026-11-21T14:59:00Z'); // 23:59 on the 21st in Korea
    await creditCommission(db, agentId, 700, at('2026-11-22T02:00:00Z'));
    const token = await createTestSession(db, player.id, t.clock());
    const deposit = await t.call('apply-user-deposit', { amount: 100_000, depositorName: '홍길동' }, token);
    await callEndpoint(t, 'deposits.complete', {
      params: { id: deposit.json().id },
      token: operator.token,
      body: { memo: '입금 확인' },
    });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('shows today’s figures in Korean days, net of rollbacks, and a 30-day series', async () => {
    const res = await callEndpoint(t, 'dashboard.get', { token: operator.token });
    const { today, series } = res.json().data;
    expect(today).toMatchObject({
      day: '2026-11-22',
      deposits: 100_000,
      depositCount: 1,
      bets: 10_000,
      betCount: 1,
      wins: 4_000,
      ggr: 6_000,
      newMembers: 1,
      onlineNow: 1,
      pendingDeposits: 0,
    });
    expect(series).toHaveLength(30);
    expect(series[0].day).toBe('2026-10-24');
    expect(series[28]).toMatchObject({ day: '2026-11-21', bets: 2_000, ggr: 2_000, newMembers: 0 });
  });

  it('reports by day, game, provider and agent', async () => {
    const query = { from: '2026-11-21', to: '2026-11-22' };
    const daily = (await callEndpoint(t, 'reports.daily', { token: operator.token, query })).json();
    expect(
      daily.data.map((row: { day: string; bets: number; commission: number }) => [
        row.day,
        row.bets,
        row.commission,
      ]),
    ).toEqual([
      ['2026-11-21', 2_000, 0],
      ['2026-11-22', 10_000, 700],
    ]);
    const games = (await callEndpoint(t, 'reports.games', { token: operator.token, query })).json();
    expect(games.data).toEqual([
      {
        id: `${providerCode}:tiger`,
        providerCode,
        gameCode: 'tiger',
        gameNameKo: '타이거',
        gameNameEn: 'Tiger',
        betCount: 2,
        bets: 12_000,
        wins: 4_000,
        ggr: 8_000,
        players: 1,
      },
    ]);
    const providers = (
      await callEndpoint(t, 'reports.providers', {
        token: operator.token,
        query: { from: '2026-11-22', to: '2026-11-22' },
      })
    ).json();
    expect(providers.data).toMatchObject([
      {
        providerCode,
        providerNameKo: `${providerCode} 공급사`,
        providerNameEn: `${providerCode} provider`,
        bets: 10_000,
        ggr: 6_000,
      },
    ]);
    const agents = (await callEndpoint(t, 'reports.agents', { token: operator.token, query })).json();
    expect(agents.data).toMatchObject([
      { id: agentId, agentCode: 'REPORT1', members: 1, bets: 12_000, wins: 4_000, commission: 700 },
    ]);
  });

  it('exports the same reports as CSV', async () => {
    const res = await callEndpoint(t, 'reports.gamesCsv', {
      token: operator.token,
      query: { from: '2026-11-21', to: '2026-11-22' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="games.csv"');
    expect(res.body).toBe(
      `\uFEFFproviderCode,gameCode,betCount,bets,wins,ggr,players\r\n${providerCode},tiger,2,12000,4000,8000,1\r\n`,
    );
    const daily = await callEndpoint(t, 'reports.dailyCsv', { token: operator.token });
    expect(daily.body.split('\r\n')).toHaveLength(32);
  });

  it('refuses ranges that run backwards or longer than a year', async () => {
    const backwards = await callEndpoint(t, 'reports.daily', {
      token: operator.token,
      query: { from: '2026-11-22', to: '2026-11-01' },
    });
    expect(backwards.json()).toEqual({ status: 'invalid', errors: [{ field: 'from', reason: 'after_to' }] });
    const long = await callEndpoint(t, 'reports.daily', {
      token: operator.token,
      query: { from: '2025-01-01', to: '2026-11-22' },
    });
    expect(long.json().errors).toEqual([{ field: 'from', reason: 'range_too_long' }]);
  });
});
