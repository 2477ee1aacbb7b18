import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, members } from '@haneul/db';
import { createTestMember, createTestSession, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../testing/backoffice.test-helper.ts';

const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('a member’s protection in the back office on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const memberCall = async (name: Parameters<TestApp['call']>[0], body: object, token: string) =>
    (await t.call(name, body, token)).json();
  const excludedUntil = async (id: number) =>
    (await db().select({ until: members.excludedUntil }).from(members).where(eq(members.id, id)))[0]?.until;
  const exclusionsOf = async (memberId: number) =>
    (await callEndpoint(t, 'exclusions.list', { token: operator.token, query: { memberId } })).json();

  /** A member who took a 24-hour time-out and then a 6-month self-exclusion. */
  async function excludedMember() {
    const member = await createTestMember(db());
    const site = await createTestSession(db(), member.id, t.clock());
    await memberCall('set-self-exclusion', { kind: 'time_out', period: '24h' }, site);
    await memberCall('set-self-exclusion', { kind: 'self_exclusion', period: '6m' }, site);
    const [selfExclusion, timeOut] = (await exclusionsOf(member.id)).data;
    return { member, site, timeOut, selfExclusion };
  }
  const correct = (id: number, body: object, token = admin.token) =>
    callEndpoint(t, 'exclusions.correct', { params: { id }, token, body });

  it('shows the member’s limits with use and pending change, their history, exclusions and reality check', async () => {
    const { member, site } = await excludedMember();
    await memberCall('set-play-limit', { kind: 'deposit', period: 'day', amount: 50_000 }, site);
    await memberCall('set-play-limit', { kind: 'deposit', period: 'day', amount: 80_000 }, site);
    await memberCall('set-reality-check', { minutes: 30 }, site);

    const res = await callEndpoint(t, 'members.protection', {
      params: { id: member.id },
      token: operator.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: member.id,
      limits: [{ kind: 'deposit', period: 'day', amount: 50_000, used: 0, pending: { amount: 80_000 } }],
      coolingOffHours: 24,
      exclusion: { kind: 'self_exclusion', period: '6m' },
      excludedUntil: expect.any(String),
      realityCheckMinutes: 30,
    });
    const events = await callEndpoint(t, 'limitEvents.list', {
      token: operator.token,
      query: { memberId: member.id },
    });
    expect(events.json()).toMatchObject({
      total: 2,
      data: [
        { action: 'raise_requested', amount: 80_000, previous: 50_000 },
        { action: 'set', amount: 50_000, previous: null },
      ],
    });
    expect(await exclusionsOf(member.id)).toMatchObject({
      total: 2,
      data: [
        { kind: 'self_exclusion', period: '6m', inForce: true, correctedBy: null },
        { kind: 'time_out', period: '24h', inForce: true, correctedBy: null },
      ],
    });
    const unknown = await callEndpoint(t, 'members.protection', {
      params: { id: 999_999 },
      token: operator.token,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets an admin correct an exclusion entered in error, audited, and recomputes excluded_until', async () => {
    const { member, site, timeOut, selfExclusion } = await excludedMember();
    const now = t.clock();
    const res = await correct(selfExclusion.id, { endsAt: 'now', reason: '회원 요청 오입력' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: selfExclusion.id,
      endsAt: now.toISOString(),
      inForce: false,
      correctedBy: admin.id,
      correctedByLogin: admin.login,
      correctionNote: '회원 요청 오입력',
    });
    // The time-out the member also took still stands: excluded_until falls back to its end.
    expect((await excludedUntil(member.id))?.toISOString()).toBe(timeOut.until);
    expect(new Date(timeOut.until).getTime()).toBe(now.getTime() + 24 * HOUR);

    const [audit] = await auditOf(db(), 'member', member.id);
    expect(audit).toMatchObject({
      action: 'member.correct_exclusion',
      staffId: admin.id,
      before: { exclusion: { id: selfExclusion.id, inForce: true }, excludedUntil: expect.any(String) },
      after: {
        exclusion: { id: selfExclusion.id, inForce: false },
        excludedUntil: timeOut.until,
        reason: '회원 요청 오입력',
      },
    });

    // Or the end it should have had: here its start, so it never applied.
    await correct(timeOut.id, { endsAt: timeOut.startsAt, reason: '시간 오입력' });
    expect(await excludedUntil(member.id)).toBeNull();
    expect(
      (await memberCall('apply-user-deposit', { amount: 10_000, depositorName: '홍길동' }, site)).status,
    ).toBe('success');
  });

  it('refuses the correction to operators, changing nothing and auditing nothing', async () => {
    const { member, selfExclusion } = await excludedMember();
    const before = await excludedUntil(member.id);
    const audits = async () =>
      (
        await db()
          .select({ n: count() })
          .from(auditLog)
          .where(eq(auditLog.targetId, String(member.id)))
      )[0]?.n;
    const auditsBefore = await audits();
    const res = await correct(
      selfExclusion.id,
      { endsAt: t.clock().toISOString(), reason: '해제' },
      operator.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'forbidden' });
    expect(await excludedUntil(member.id)).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
    expect((await exclusionsOf(member.id)).data[0]).toMatchObject({ inForce: true, correctedBy: null });
  });

  it('answers bad corrections with field reasons', async () => {
    const { selfExclusion } = await excludedMember();
    const early = new Date(Date.parse(selfExclusion.startsAt) - HOUR).toISOString();
    const refusals = [
      [{ endsAt: early, reason: '오입력' }, 'endsAt', 'before_start'],
      [{ endsAt: t.clock().toISOString(), reason: '   ' }, 'reason', expect.any(String)],
      [{ endsAt: 'tomorrow', reason: '오입력' }, 'endsAt', expect.any(String)],
      [{ reason: '오입력' }, 'endsAt', expect.any(String)],
      [
        { endsAt: t.clock().toISOString(), reason: '오입력', lift: true },
        'body',
        expect.stringContaining('lift'),
      ],
    ] as const;
    for (const [body, field, reason] of refusals) {
      const res = await correct(selfExclusion.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'invalid', errors: [{ field, reason }] });
    }
    const missing = await correct(999_999, { endsAt: t.clock().toISOString(), reason: '오입력' });
    expect(missing.statusCode).toBe(404);
  });
});
