import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createTestSport } from '../../sport/sport.test-helper.ts';
import { callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';
import { sportDesk, type SportDesk } from './sport-admin.test-helper.ts';

const HOUR = 3_600_000;

/**
 * The test clock starts at noon on 22 November in Korea. Bets on the 22nd: a won single and a lost
 * one in the first competition, an open one in the second, and a multi over two sports (lost on the
 * 23rd); on the 23rd a won single of the second sport. A bet refused for its balance counts nowhere.
 */
describe.each(TEST_ENGINES)('sport reports on %s', (engine) => {
  let t: TestApp;
  let desk: SportDesk;
  let otherSport = '';
  let codes: { first: string; second: string; third: string };
  let reader: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    desk = await sportDesk(t);
    const db = t.database.db;
    otherSport = await createTestSport(db);
    const second = await desk.competitionOf(desk.sport);
    const third = await desk.competitionOf(otherSport);
    const m1 = await desk.match1x2();
    const m2 = await desk.match1x2({ competition: second });
    const m3 = await desk.match1x2({
      competition: third,
      startsAt: new Date(t.clock().getTime() + 30 * HOUR),
    });
    const bettor = await desk.member(100_000);
    await desk.place(bettor.token, 10_000, [{ selectionId: m1.home, price: 1.95 }]);
    await desk.place(bettor.token, 20_000, [{ selectionId: m1.draw, price: 3.4 }]);
    await desk.place(bettor.token, 5_000, [{ selectionId: m2.away, price: 3.8 }]);
    await desk.place(bettor.token, 5_000, [
      { selectionId: m1.home, price: 1.95 },
      { selectionId: m3.home, price: 1.95 },
    ]);
    const poor = await desk.member(1_000);
    expect((await desk.place(poor.token, 10_000, [{ selectionId: m1.home, price: 1.95 }])).status).toBe(
      'balance',
    );
    await desk.settle(m1.eventId, { home: 1, away: 0 });

    t.clock.advance(24 * HOUR);
    const tomorrow = await desk.member(10_000);
    await desk.place(tomorrow.token, 10_000, [{ selectionId: m3.draw, price: 3.4 }]);
    // Staff sessions last 8 hours: the next day's staff sign in afresh.
    const [enters, approves] = [await signedInStaff(t), await signedInStaff(t)];
    await desk.settle(m3.eventId, { home: 0, away: 0 }, enters, approves);
    reader = enters.token;
    const list = await callEndpoint(t, 'sportCompetitions.list', { token: reader, query: { sort: 'code' } });
    const codeOf = (id: number) => list.json().data.find((c: { id: number }) => c.id === id).code as string;
    codes = { first: codeOf(desk.competitionId), second: codeOf(second), third: codeOf(third) };
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t?.destroy();
  });

  const report = (name: 'reports.sportDays' | 'reports.sportCompetitions', query = {}) =>
    callEndpoint(t, name, { token: reader, query }).then((res) => res.json());

  it('adds up bets by Korean day and sport: stakes, payouts, GGR of settled bets, open stakes', async () => {
    const days = await report('reports.sportDays', { from: '2026-11-22', to: '2026-11-23' });
    const byId = Object.fromEntries(days.data.map((row: { id: string }) => [row.id, row]));
    expect(days.total).toBe(3);
    expect(byId[`2026-11-22:${desk.sport}`]).toEqual({
      id: `2026-11-22:${desk.sport}`,
      day: '2026-11-22',
      sport: desk.sport,
      betCount: 3,
      stakes: 35_000,
      payouts: 19_500,
      ggr: 30_000 - 19_500,
      openStakes: 5_000,
    });
    expect(byId['2026-11-22:mixed']).toMatchObject({
      betCount: 1,
      stakes: 5_000,
      payouts: 0,
      ggr: 5_000,
      openStakes: 0,
    });
    expect(byId[`2026-11-23:${otherSport}`]).toMatchObject({
      betCount: 1,
      stakes: 10_000,
      payouts: 34_000,
      ggr: -24_000,
      openStakes: 0,
    });
    const oneDay = await report('reports.sportDays', { from: '2026-11-23', to: '2026-11-23' });
    expect(oneDay.data.map((row: { id: string }) => row.id)).toEqual([`2026-11-23:${otherSport}`]);
  });

  it('adds up the same bets by competition, a multi over several under mixed', async () => {
    const rows = (await report('reports.sportCompetitions', { from: '2026-11-22', to: '2026-11-23' })).data;
    const figures = Object.fromEntries(
      rows.map((row: Record<string, number | string>) => [
        row.id,
        [row.sport, row.betCount, row.stakes, row.payouts, row.ggr, row.openStakes],
      ]),
    );
    expect(figures).toEqual({
      [codes.first]: [desk.sport, 2, 30_000, 19_500, 10_500, 0],
      [codes.second]: [desk.sport, 1, 5_000, 0, 0, 5_000],
      [codes.third]: [otherSport, 1, 10_000, 34_000, -24_000, 0],
      mixed: ['mixed', 1, 5_000, 0, 5_000, 0],
    });
    expect(rows.find((row: { id: string }) => row.id === codes.first)).toMatchObject({
      competitionKo: 'K리그1',
      competitionEn: 'K League 1',
    });
  });

  it('exports the same rows as CSV, and refuses a range that runs backwards', async () => {
    const csv = await callEndpoint(t, 'reports.sportDaysCsv', {
      token: reader,
      query: { from: '2026-11-23', to: '2026-11-23' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(
      `\uFEFFday,sport,betCount,stakes,payouts,ggr,openStakes\r\n2026-11-23,${otherSport},1,10000,34000,-24000,0\r\n`,
    );
    const competitions = await callEndpoint(t, 'reports.sportCompetitionsCsv', { token: reader });
    expect(competitions.body.split('\r\n')[0]).toBe(
      '\uFEFFsport,competitionCode,competitionKo,competitionEn,betCount,stakes,payouts,ggr,openStakes',
    );
    const backwards = await callEndpoint(t, 'reports.sportDays', {
      token: reader,
      query: { from: '2026-11-23', to: '2026-11-22' },
    });
    expect(backwards.json()).toEqual({ status: 'invalid', errors: [{ field: 'from', reason: 'after_to' }] });
  });
});
