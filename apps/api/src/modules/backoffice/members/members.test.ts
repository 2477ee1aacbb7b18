import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, journalEntries, levels, memberBalances } from '@haneul/db';
import { createTestMember, createTestSession, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createProvider } from '../../catalog/catalog-test-data.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, recordPlay, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('members in the back office on %s', (engine) => {
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
  const adjust = (id: number, body: object, token = operator.token) =>
    callEndpoint(t, 'members.adjust', { params: { id }, token, body: { requestId: randomUUID(), ...body } });
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;

  it('searches by login id, nick or phone', async () => {
    const member = await createTestMember(db(), { nick: '검색용닉', phone: '010-9999-1212' });
    for (const q of [member.userId, '검색용', '9999-1212']) {
      const res = await callEndpoint(t, 'members.list', { token: operator.token, query: { q } });
      expect(res.json().data.map((row: { id: number }) => row.id)).toEqual([member.id]);
    }
  });

  it('shows a member’s detail with balances, money history and bets', async () => {
    const member = await createTestMember(db());
    await fundTestMember(db(), member.id, 30_000);
    const provider = await createProvider(db());
    await recordPlay(db(), {
      memberId: member.id,
      providerCode: provider.code,
      kind: 'bet',
      amount: 5_000,
      createdAt: t.clock(),
    });
    const detail = await callEndpoint(t, 'members.get', { params: { id: member.id }, token: operator.token });
    expect(detail.json()).toMatchObject({
      data: { id: member.id, balances: { cash: 30_000, comp: 0 }, online: false, state: 'active' },
    });
    const money = await callEndpoint(t, 'money.list', {
      token: operator.token,
      query: { memberId: member.id },
    });
    expect(money.json()).toMatchObject({
      total: 1,
      data: [{ kind: 'adjustment', account: 'cash', amount: 30_000 }],
    });
    const bets = await callEndpoint(t, 'bets.list', {
      token: operator.token,
      query: { memberId: member.id },
    });
    expect(bets.json()).toMatchObject({
      total: 1,
      data: [{ kind: 'bet', amount: 5_000, providerCode: provider.code, rolledBack: false }],
    });
  });

  it('adjusts a balance through the ledger with the reason, and audits it', async () => {
    const member = await createTestMember(db());
    const res = await adjust(member.id, { amount: 25_000, reason: '이벤트 지급' });
    expect(res.json()).toMatchObject({ data: { balance: 25_000 } });
    const [entry] = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, res.json().data.entryId));
    expect(entry).toMatchObject({ kind: 'adjustment', memo: '이벤트 지급', memberId: member.id });
    const [audit] = await auditOf(db(), 'member', member.id);
    expect(audit).toMatchObject({
      action: 'member.adjust',
      staffId: operator.id,
      before: { balance: 0 },
      after: { balance: 25_000, reason: '이벤트 지급' },
    });
    expect(
      (await adjust(member.id, { amount: -5_000, reason: '회수', account: 'cash' })).json().data.balance,
    ).toBe(20_000);
  });

  it('moves money once for a retried adjustment: the same request id answers 409 already', async () => {
    const member = await createTestMember(db());
    const body = { amount: 10_000, reason: '재시도', requestId: randomUUID() };
    const replies = await Promise.all([adjust(member.id, body), adjust(member.id, body)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json()).toEqual({ status: 'already' });
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 10_000 });
    expect((await auditOf(db(), 'member', member.id)).length).toBe(1);
    expect((await adjust(member.id, { amount: 5_000, reason: '한도' })).statusCode).toBe(200);
  });

  it('leaves adjustments above the threshold to admins', async () => {
    // A fresh operator: the threshold caps what each operator adjusts in a day (adjustment-cap.test.ts).
    const { token } = await signedInStaff(t, 'operator');
    const member = await createTestMember(db());
    const big = { amount: 1_000_001, reason: '대량 지급' };
    const refused = await adjust(member.id, big, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'forbidden', reason: 'adjustment_limit' });
    expect((await adjust(member.id, { ...big, amount: -1_000_001 }, token)).statusCode).toBe(403);
    expect((await adjust(member.id, { amount: 1_000_000, reason: '한도' }, token)).statusCode).toBe(200);
    expect((await adjust(member.id, big, admin.token)).json().data.balance).toBe(2_000_001);
  });

  it('refuses an overdraft, writing no entry and no audit row; a reason is required', async () => {
    const member = await createTestMember(db());
    await fundTestMember(db(), member.id, 1_000);
    const before = await auditCount();
    const res = await adjust(member.id, { amount: -5_000, reason: '회수' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'balance' });
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 1_000 });
    expect(await auditCount()).toBe(before);
    expect((await adjust(member.id, { amount: 5_000, reason: '  ' })).statusCode).toBe(400);
    expect((await adjust(member.id, { amount: 0, reason: '영' })).statusCode).toBe(400);
  });

  it('suspends a member: sessions end at once and sign-in answers blocked, until unsuspended', async () => {
    const member = await createTestMember(db());
    const token = await createTestSession(db(), member.id, t.clock());
    const res = await callEndpoint(t, 'members.suspend', {
      params: { id: member.id },
      token: operator.token,
      body: { reason: '부정 이용' },
    });
    expect(res.json()).toMatchObject({ data: { state: 'suspended' } });
    expect((await t.call('user-health-check', {}, token)).statusCode).toBe(401);
    const login = { userId: member.userId, password: member.password };
    expect((await t.call('user-do-login', login, { ip: '10.9.0.1' })).json()).toEqual({ status: 'blocked' });
    expect(
      (
        await callEndpoint(t, 'members.suspend', {
          params: { id: member.id },
          token: operator.token,
          body: { reason: '다시' },
        })
      ).statusCode,
    ).toBe(409);
    await callEndpoint(t, 'members.unsuspend', {
      params: { id: member.id },
      token: operator.token,
      body: {},
    });
    expect((await t.call('user-health-check', {}, token)).statusCode).toBe(401);
    expect((await t.call('user-do-login', login, { ip: '10.9.0.1' })).json().status).toBe('authenticated');
    const actions = (await auditOf(db(), 'member', member.id)).map((row) => row.action);
    expect(actions).toEqual(['member.unsuspend', 'member.suspend']);
  });

  it('resets a password to a temporary one shown once, ending the member’s sessions', async () => {
    const member = await createTestMember(db());
    const token = await createTestSession(db(), member.id, t.clock());
    const res = await callEndpoint(t, 'members.resetPassword', {
      params: { id: member.id },
      token: operator.token,
    });
    const { temporaryPassword } = res.json().data;
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await t.call('user-health-check', {}, token)).statusCode).toBe(401);
    expect(
      (
        await t.call(
          'user-do-login',
          { userId: member.userId, password: member.password },
          { ip: '10.9.0.2' },
        )
      ).json().status,
    ).toBe('pass');
    expect(
      (
        await t.call(
          'user-do-login',
          { userId: member.userId, password: temporaryPassword },
          { ip: '10.9.0.2' },
        )
      ).json().status,
    ).toBe('authenticated');
    expect(JSON.stringify(await auditOf(db(), 'member', member.id))).not.toContain(temporaryPassword);
  });

  it('sets a member’s level; an unknown level is a field error', async () => {
    const member = await createTestMember(db());
    await db().insert(levels).values({ level: 2, name: '실버' }).onConflictDoNothing();
    const res = await callEndpoint(t, 'members.update', {
      params: { id: member.id },
      token: operator.token,
      body: { level: 2 },
    });
    expect(res.json()).toMatchObject({ data: { level: 2 } });
    const unknown = await callEndpoint(t, 'members.update', {
      params: { id: member.id },
      token: operator.token,
      body: { level: 77 },
    });
    expect(unknown.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'level', reason: 'unknown_level' }],
    });
    expect(
      (await callEndpoint(t, 'members.get', { params: { id: 987_654 }, token: operator.token })).statusCode,
    ).toBe(404);
  });
});
