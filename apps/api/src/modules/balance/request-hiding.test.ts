import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('deleting requests from the member’s own lists on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  const staffAct = (name: 'deposits.complete' | 'deposits.cancel' | 'withdrawals.complete', id: number) =>
    callEndpoint(t, name, { token: operator.token, params: { id }, body: { memo: '처리' } });
  const ids = async (call: 'get-deposit-list' | 'get-withdraw-list', token: string) =>
    ((await t.call(call, { page: 1 }, token)).json().items as Array<{ id: number }>).map((item) => item.id);
  const staffIds = async (name: 'deposits.list' | 'withdrawals.list', memberId: number) =>
    (
      (await callEndpoint(t, name, { token: operator.token, query: { memberId } })).json().data as Array<{
        id: number;
      }>
    ).map((row) => row.id);

  /** A member with a completed, a cancelled and a pending deposit (newest last). */
  async function memberWithDeposits() {
    const member = await createTestMember(db());
    const token = await createTestSession(db(), member.id, t.clock());
    const apply = async () =>
      (await t.call('apply-user-deposit', { amount: 50_000, depositorName: '홍길동' }, token)).json()
        .id as number;
    const completed = await apply();
    await staffAct('deposits.complete', completed);
    const cancelled = await apply();
    await staffAct('deposits.cancel', cancelled);
    const pending = await apply();
    return { member, token, completed, cancelled, pending };
  }

  /** A member with a paid, a self-cancelled and a pending withdrawal. */
  async function memberWithWithdrawals() {
    const member = await createTestMember(db());
    await fundTestMember(db(), member.id, 100_000);
    const token = await createTestSession(db(), member.id, t.clock());
    const apply = async () =>
      (
        await t.call(
          'apply-user-withdraw',
          { amount: 10_000, exchangePassword: member.exchangePassword },
          token,
        )
      ).json().id as number;
    const paid = await apply();
    await staffAct('withdrawals.complete', paid);
    const cancelled = await apply();
    await t.call('cancel-user-withdraw', { id: cancelled }, token);
    const pending = await apply();
    return { member, token, paid, cancelled, pending };
  }

  it('hides one finished deposit from the member only; the back office still lists it', async () => {
    const { member, token, completed, cancelled, pending } = await memberWithDeposits();
    const res = await t.call('del-deposit-list', { ids: [completed] }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', deleted: 1 });
    expect(await ids('get-deposit-list', token)).toEqual([pending, cancelled]);
    const list = (await t.call('get-deposit-list', { page: 1 }, token)).json();
    expect(list.totalCount).toBe(2);
    expect(await staffIds('deposits.list', member.id)).toEqual([pending, cancelled, completed]);
    // Hidden already: nothing more to hide.
    expect((await t.call('del-deposit-list', { ids: [completed] }, token)).json()).toEqual({
      status: 'success',
      deleted: 0,
    });
  });

  it('never hides a pending request, named or in a delete-all', async () => {
    const { token, pending } = await memberWithDeposits();
    expect((await t.call('del-deposit-list', { ids: [pending] }, token)).json()).toEqual({
      status: 'success',
      deleted: 0,
    });
    expect((await t.call('del-deposit-list', {}, token)).json()).toEqual({ status: 'success', deleted: 2 });
    expect(await ids('get-deposit-list', token)).toEqual([pending]);
  });

  it('deletes all finished withdrawals, keeps the pending one, and leaves the ledger as it was', async () => {
    const { member, token, paid, cancelled, pending } = await memberWithWithdrawals();
    const money = (await t.call('get-money-history', { page: 1 }, token)).json();
    expect((await t.call('del-withdraw-list', {}, token)).json()).toEqual({ status: 'success', deleted: 2 });
    expect(await ids('get-withdraw-list', token)).toEqual([pending]);
    expect(await staffIds('withdrawals.list', member.id)).toEqual([pending, cancelled, paid]);
    expect((await t.call('get-money-history', { page: 1 }, token)).json()).toEqual(money);
  });

  it('ignores another member’s ids and unknown ones', async () => {
    const owner = await memberWithDeposits();
    const other = await memberWithWithdrawals();
    const res = await t.call(
      'del-deposit-list',
      { ids: [owner.completed, owner.cancelled, 987_654] },
      other.token,
    );
    expect(res.json()).toEqual({ status: 'success', deleted: 0 });
    expect(
      (await t.call('del-withdraw-list', { ids: [owner.completed, other.paid] }, owner.token)).json(),
    ).toEqual({ status: 'success', deleted: 0 });
    expect(await ids('get-deposit-list', owner.token)).toEqual([
      owner.pending,
      owner.cancelled,
      owner.completed,
    ]);
    expect(await ids('get-withdraw-list', other.token)).toEqual([other.pending, other.cancelled, other.paid]);
  });

  it.each([
    [{ ids: [] }, 'ids'],
    [{ ids: [0] }, 'ids.0'],
    [{ ids: ['1'] }, 'ids.0'],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids'],
    [{ id: 1 }, 'body'],
  ])('refuses %j as invalid', async (body, field) => {
    const { token } = await memberWithDeposits();
    for (const call of ['del-deposit-list', 'del-withdraw-list'] as const) {
      const res = await t.call(call, body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'invalid', errors: [expect.objectContaining({ field })] });
    }
  });

  it('needs a session', async () => {
    expect((await t.call('del-deposit-list', {})).json()).toEqual({ status: 'auth' });
  });
});
