import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { depositRequests, playLimitEvents } from '@haneul/db';
import { createTestMember, createTestSession, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createProvider } from '../../catalog/catalog-test-data.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, recordPlay, signedInStaff } from '../testing/backoffice.test-helper.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Each marker raised by a member of its own, and a quiet member who comes close to every threshold
 * without passing one. The test clock stands at 12:00 Korean time, so `now - n days` is daytime.
 */
describe.each(TEST_ENGINES)('markers of harm on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  let providerCode = '';
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    providerCode = (await createProvider(t.database.db)).code;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const ago = (ms: number) => new Date(t.clock().getTime() - ms);
  const newMember = async () => (await createTestMember(db())).id;
  const deposits = (memberId: number, ...times: Date[]) =>
    db()
      .insert(depositRequests)
      .values(
        times.map((createdAt) => ({
          memberId,
          amount: 10_000,
          state: 'cancelled' as const,
          depositorName: '홍길동',
          createdAt,
          updatedAt: createdAt,
        })),
      );
  const bets = async (memberId: number, amount: number, ...times: Date[]) => {
    for (const createdAt of times)
      await recordPlay(db(), { memberId, providerCode, kind: 'bet', amount, createdAt });
  };
  const signIns = async (memberId: number, ...times: Date[]) => {
    for (const at of times) await createTestSession(db(), memberId, at);
  };
  /** A withdrawal applied for and cancelled by staff at `at`; the clock comes back after. */
  async function cancelledWithdrawal(memberId: number, at: Date) {
    const now = t.clock();
    t.clock.set(at);
    try {
      await fundTestMember(db(), memberId, 50_000);
      const site = await createTestSession(db(), memberId, at);
      const applied = await t.call('apply-user-withdraw', { amount: 50_000, exchangePassword: '1234' }, site);
      const cancelled = await callEndpoint(t, 'withdrawals.cancel', {
        params: { id: applied.json().id },
        token: operator.token,
        body: { memo: '회원 요청' },
      });
      expect(cancelled.json()).toMatchObject({ data: { state: 'cancelled' } });
    } finally {
      t.clock.set(now);
    }
  }
  const raise = (memberId: number, createdAt: Date) =>
    db().insert(playLimitEvents).values({
      memberId,
      kind: 'deposit',
      period: 'day',
      action: 'raise_requested',
      amount: 20_000,
      previous: 10_000,
      createdAt,
    });
  const flagged = async () => {
    const res = await callEndpoint(t, 'harmMarkers.list', { token: operator.token, query: { perPage: 500 } });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: Array<{ id: number; markers: unknown[]; latestReview: unknown }>;
      total: number;
    };
  };

  it('flags each marker with its figures, and leaves a member just below every threshold out', async () => {
    const depositor = await newMember();
    await deposits(depositor, ago(50 * HOUR), ago(40 * HOUR), ago(30 * HOUR));
    const riser = await newMember();
    await bets(riser, 1_000, ago(10 * DAY), ago(20 * DAY));
    await bets(riser, 3_000, ago(1 * DAY), ago(2 * DAY), ago(3 * DAY));
    const nightOwl = await newMember();
    // 01:00 in Korea on each of the last three days.
    await signIns(nightOwl, ago(11 * HOUR), ago(35 * HOUR));
    await bets(nightOwl, 1_000, ago(59 * HOUR));
    const raiser = await newMember();
    await raise(raiser, ago(3 * DAY));
    const reverser = await newMember();
    await cancelledWithdrawal(reverser, ago(2 * DAY));
    await bets(reverser, 20_000, ago(2 * DAY - 2 * HOUR), ago(2 * DAY - 20 * HOUR));

    const quiet = await newMember();
    await deposits(quiet, ago(60 * HOUR), ago(40 * HOUR), ago(20 * HOUR));
    await bets(quiet, 1_000, ago(10 * DAY), ago(20 * DAY));
    await bets(quiet, 1_900, ago(1 * DAY), ago(2 * DAY), ago(4 * DAY));
    await signIns(quiet, ago(11 * HOUR), ago(35 * HOUR), ago(3 * DAY));
    await raise(quiet, ago(31 * DAY));
    await cancelledWithdrawal(quiet, ago(6 * DAY));
    await bets(quiet, 1_000, ago(6 * DAY - 30 * HOUR));

    const { data } = await flagged();
    const markersOf = (id: number) => data.find((row) => row.id === id)?.markers;
    expect(markersOf(depositor)).toEqual([
      { kind: 'frequent_deposits', requests: 3, from: ago(50 * HOUR).toISOString() },
    ]);
    expect(markersOf(riser)).toEqual([
      { kind: 'rising_stakes', recentAverage: 3_000, previousAverage: 1_000, ratio: 3 },
    ]);
    expect(markersOf(nightOwl)).toEqual([{ kind: 'night_play', nights: 3 }]);
    expect(markersOf(raiser)).toEqual([{ kind: 'limit_raises', requests: 1 }]);
    expect(markersOf(reverser)).toEqual([
      { kind: 'cancelled_withdrawal_play', withdrawals: 1, staked: 40_000 },
    ]);
    expect(markersOf(quiet)).toBeUndefined();
  });

  it('sorts by how many markers a member shows and pages with a total', async () => {
    const many = await newMember();
    await deposits(many, ago(5 * HOUR), ago(4 * HOUR), ago(3 * HOUR));
    await raise(many, ago(DAY));
    const first = await callEndpoint(t, 'harmMarkers.list', {
      token: operator.token,
      query: { sort: 'markerCount', order: 'DESC', perPage: 1 },
    });
    expect(first.json()).toMatchObject({
      data: [{ id: many, markers: [{ kind: 'frequent_deposits' }, { kind: 'limit_raises' }] }],
    });
    expect(first.json().total).toBe((await flagged()).total);
    const bad = await callEndpoint(t, 'harmMarkers.list', { token: operator.token, query: { sort: 'nick' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'invalid', errors: [{ field: 'sort' }] });
  });

  it('keeps reviews append-only and audited, and shows the latest beside the markers', async () => {
    const member = await newMember();
    await raise(member, ago(HOUR));
    const review = (body: object) =>
      callEndpoint(t, 'protectionReviews.create', {
        token: operator.token,
        body: { memberId: member, ...body },
      });
    expect((await review({ action: 'noted', note: '한도 상향 요청 확인' })).statusCode).toBe(200);
    const second = await review({ action: 'contacted', note: '전화 상담' });
    expect(second.json().data).toMatchObject({
      memberId: member,
      staffId: operator.id,
      staffLogin: operator.login,
      action: 'contacted',
      note: '전화 상담',
    });

    const row = (await flagged()).data.find((flaggedRow) => flaggedRow.id === member);
    expect(row?.latestReview).toMatchObject({ id: second.json().data.id, action: 'contacted' });
    const listed = await callEndpoint(t, 'protectionReviews.list', {
      token: operator.token,
      query: { memberId: member },
    });
    expect(listed.json()).toMatchObject({ total: 2, data: [{ action: 'contacted' }, { action: 'noted' }] });
    const [audit] = await auditOf(db(), 'member', member);
    expect(audit).toMatchObject({
      action: 'member.protection_review',
      staffId: operator.id,
      after: { action: 'contacted', note: '전화 상담' },
    });

    await expect(db().execute(sql`update protection_reviews set note = 'x'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from protection_reviews`)).rejects.toThrow();
    await expect(db().execute(sql`truncate protection_reviews`)).rejects.toThrow();
  });

  it('answers bad reviews with field reasons', async () => {
    const member = await newMember();
    const refusals = [
      [{ memberId: 999_999, action: 'noted', note: '메모' }, 'memberId', 'unknown_member'],
      [{ memberId: member, action: 'ignored', note: '메모' }, 'action', expect.any(String)],
      [{ memberId: member, action: 'noted', note: '' }, 'note', expect.any(String)],
      [{ memberId: 'x', action: 'noted', note: '메모' }, 'memberId', expect.any(String)],
    ] as const;
    for (const [body, field, reason] of refusals) {
      const res = await callEndpoint(t, 'protectionReviews.create', { token: operator.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'invalid', errors: [{ field, reason }] });
    }
  });
});
