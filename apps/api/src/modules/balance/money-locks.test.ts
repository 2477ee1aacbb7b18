import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levels } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';
import { moneySnapshot } from './balance.test-helper.ts';

/** A level of its own, so a level lock here holds none of the other tests' members (all level 1). */
const LOCKED_LEVEL = 7;

describe.each(TEST_ENGINES)('deposit and withdraw locks on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    await db().insert(levels).values({ level: LOCKED_LEVEL, name: '잠금 레벨' }).onConflictDoNothing();
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  /** A member with 100,000 won and a session. */
  async function fundedMember(level = 1) {
    const member = await createTestMember(db(), { level });
    await fundTestMember(db(), member.id, 100_000);
    const token = await createTestSession(db(), member.id, t.clock());
    return { member, token };
  }
  const lock = (body: object) => callEndpoint(t, 'moneyLocks.create', { token: operator.token, body });
  const lift = (id: number) => callEndpoint(t, 'moneyLocks.lift', { token: operator.token, params: { id } });
  const deposit = (token: string) =>
    t.call('apply-user-deposit', { amount: 30_000, depositorName: '홍길동' }, token);
  const withdraw = (token: string, exchangePassword: string) =>
    t.call('apply-user-withdraw', { amount: 20_000, exchangePassword }, token);
  const locksOf = async (token: string) => (await t.call('get-money-locks', {}, token)).json();

  it.each([
    ['member', (memberId: number) => ({ scope: 'member', memberId })],
    ['level', () => ({ scope: 'level', level: LOCKED_LEVEL })],
    ['site', () => ({ scope: 'site' })],
  ] as const)(
    'a %s lock on withdrawals refuses them with its reason, deposits still pass, lifting restores',
    async (_scope, target) => {
      const { member, token } = await fundedMember(LOCKED_LEVEL);
      const reason = '계좌 확인 중입니다. 고객센터로 문의하세요.';
      const created = await lock({ ...target(member.id), kind: 'withdraw', reason });
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id as number;

      expect(await locksOf(token)).toEqual({ status: 'success', deposit: null, withdraw: { reason } });
      const before = await moneySnapshot(db(), member.id);
      const refused = await withdraw(token, member.exchangePassword);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ status: 'locked', reason });
      expect(await moneySnapshot(db(), member.id)).toEqual(before);
      // The other kind is not held.
      expect((await deposit(token)).json()).toMatchObject({ status: 'success' });

      expect((await lift(id)).json().data).toMatchObject({ id, liftedBy: operator.login });
      expect(await locksOf(token)).toEqual({ status: 'success', deposit: null, withdraw: null });
      expect((await withdraw(token, member.exchangePassword)).json()).toMatchObject({ status: 'success' });
    },
  );

  it.each([
    ['member', (memberId: number) => ({ scope: 'member', memberId })],
    ['level', () => ({ scope: 'level', level: LOCKED_LEVEL })],
    ['site', () => ({ scope: 'site' })],
  ] as const)(
    'a %s lock on deposits refuses them with its reason, withdrawals still pass',
    async (_scope, target) => {
      const { member, token } = await fundedMember(LOCKED_LEVEL);
      const reason = '입금 점검 중';
      const id = (await lock({ ...target(member.id), kind: 'deposit', reason })).json().data.id as number;
      const before = await moneySnapshot(db(), member.id);
      expect((await deposit(token)).json()).toEqual({ status: 'locked', reason });
      expect(await moneySnapshot(db(), member.id)).toEqual(before);
      expect((await withdraw(token, member.exchangePassword)).json()).toMatchObject({ status: 'success' });
      await lift(id);
      expect((await deposit(token)).json()).toMatchObject({ status: 'success' });
    },
  );

  it('holds only its target: another member and another level apply as usual', async () => {
    const locked = await fundedMember(LOCKED_LEVEL);
    const other = await fundedMember(1);
    const own = await lock({
      scope: 'member',
      memberId: locked.member.id,
      kind: 'withdraw',
      reason: '개인 잠금',
    });
    const byLevel = await lock({ scope: 'level', level: LOCKED_LEVEL, kind: 'deposit', reason: '레벨 잠금' });
    expect(await locksOf(other.token)).toEqual({ status: 'success', deposit: null, withdraw: null });
    expect((await deposit(other.token)).json()).toMatchObject({ status: 'success' });
    expect((await withdraw(other.token, other.member.exchangePassword)).json()).toMatchObject({
      status: 'success',
    });
    expect(await locksOf(locked.token)).toEqual({
      status: 'success',
      deposit: { reason: '레벨 잠금' },
      withdraw: { reason: '개인 잠금' },
    });
    await lift(own.json().data.id);
    await lift(byLevel.json().data.id);
  });

  it('shows the member’s own reason before the level’s and the site’s', async () => {
    const { member, token } = await fundedMember(LOCKED_LEVEL);
    const ids = [
      await lock({ scope: 'site', kind: 'deposit', reason: '사이트 점검' }),
      await lock({ scope: 'level', level: LOCKED_LEVEL, kind: 'deposit', reason: '레벨 점검' }),
      await lock({ scope: 'member', memberId: member.id, kind: 'deposit', reason: '회원 확인' }),
    ].map((res) => res.json().data.id as number);
    expect((await locksOf(token)).deposit).toEqual({ reason: '회원 확인' });
    await lift(ids[2]!);
    expect((await locksOf(token)).deposit).toEqual({ reason: '레벨 점검' });
    await lift(ids[1]!);
    expect((await deposit(token)).json()).toEqual({ status: 'locked', reason: '사이트 점검' });
    await lift(ids[0]!);
    expect((await locksOf(token)).deposit).toBeNull();
  });

  it('keeps one lock of a kind per target in force, audits both changes and keeps lifted locks as history', async () => {
    const { member } = await fundedMember();
    const body = { scope: 'member', memberId: member.id, kind: 'withdraw', reason: '확인 중' };
    const first = await lock(body);
    const second = await lock(body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 'already' });
    const id = first.json().data.id as number;
    expect((await lift(id)).statusCode).toBe(200);
    const again = await lift(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'already' });
    expect((await lock(body)).statusCode).toBe(200);

    const audit = await auditOf(db(), 'money_lock', id);
    expect(audit.map((row) => [row.action, row.staffId])).toEqual([
      ['money_lock.lift', operator.id],
      ['money_lock.apply', operator.id],
    ]);
    const history = await callEndpoint(t, 'moneyLocks.list', {
      token: operator.token,
      query: { memberId: member.id, active: false },
    });
    expect(history.json()).toMatchObject({
      total: 1,
      data: [{ id, scope: 'member', kind: 'withdraw', reason: '확인 중', userId: member.userId }],
    });
    const inForce = await callEndpoint(t, 'moneyLocks.list', {
      token: operator.token,
      query: { memberId: member.id, active: true },
    });
    expect(inForce.json()).toMatchObject({ total: 1, data: [{ liftedAt: null }] });
  });

  it('refuses bad lock bodies and unknown targets as invalid, writing nothing', async () => {
    const { member } = await fundedMember();
    for (const [body, field] of [
      [{ scope: 'member', kind: 'withdraw', reason: '이유' }, 'memberId'],
      [{ scope: 'member', memberId: member.id, kind: 'withdraw', reason: '   ' }, 'reason'],
      [{ scope: 'site', kind: 'bet', reason: '이유' }, 'kind'],
      [{ scope: 'site', kind: 'deposit', reason: '이유', memberId: member.id }, 'memberId'],
      [
        { scope: 'level', level: LOCKED_LEVEL, memberId: member.id, kind: 'deposit', reason: '이유' },
        'memberId',
      ],
      [{ scope: 'guild', kind: 'deposit', reason: '이유' }, 'scope'],
    ] as const) {
      const res = await lock(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        status: 'invalid',
        errors: [expect.objectContaining({ field })],
      });
    }
    expect(
      (await lock({ scope: 'member', memberId: 987_654, kind: 'deposit', reason: '이유' })).json(),
    ).toEqual({
      status: 'invalid',
      errors: [{ field: 'memberId', reason: 'unknown_member' }],
    });
    expect((await lock({ scope: 'level', level: 98, kind: 'deposit', reason: '이유' })).json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'level', reason: 'unknown_level' }],
    });
    const none = await callEndpoint(t, 'moneyLocks.list', {
      token: operator.token,
      query: { memberId: member.id },
    });
    expect(none.json()).toEqual({ data: [], total: 0 });
  });

  it('answers locked before the exchange password is looked at', async () => {
    const { member, token } = await fundedMember();
    const res = await lock({ scope: 'member', memberId: member.id, kind: 'withdraw', reason: '확인 중' });
    expect((await withdraw(token, '9999')).json()).toEqual({ status: 'locked', reason: '확인 중' });
    await lift(res.json().data.id);
    expect((await withdraw(token, member.exchangePassword)).json()).toMatchObject({ status: 'success' });
  });
});
