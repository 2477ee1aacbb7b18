import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { journalEntries, memberBalances, withdrawRequests } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';
import { moneySnapshot } from './balance.test-helper.ts';

describe.each(TEST_ENGINES)('cancel-user-withdraw on %s', (engine) => {
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

  /** A member with 100,000 won who asked to withdraw `amount`. */
  async function pendingWithdrawal(amount = 40_000) {
    const member = await createTestMember(db());
    await fundTestMember(db(), member.id, 100_000);
    const token = await createTestSession(db(), member.id, t.clock());
    const res = await t.call(
      'apply-user-withdraw',
      { amount, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.json().status).toBe('success');
    return { member, token, id: res.json().id as number };
  }

  const releases = async (requestId: number) =>
    db()
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.kind, 'withdraw_release'),
          eq(journalEntries.idempotencyKey, `withdraw:${requestId}`),
        ),
      );

  it('returns the held amount to the cash once and marks the request cancelled', async () => {
    const { member, token, id } = await pendingWithdrawal();
    const res = await t.call('cancel-user-withdraw', { id }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', balance: 100_000 });
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 100_000, hold: 0 });
    const [row] = await db().select().from(withdrawRequests).where(eq(withdrawRequests.id, id));
    expect(row).toMatchObject({ state: 'cancelled', staffId: null });
    expect(await releases(id)).toHaveLength(1);

    const before = await moneySnapshot(db(), member.id);
    expect((await t.call('cancel-user-withdraw', { id }, token)).json()).toEqual({ status: 'already' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
    const list = await t.call('get-withdraw-list', { page: 1 }, token);
    expect(list.json().items[0]).toMatchObject({ id, status: 'cansel' });
  });

  it("answers not_found for another member's withdrawal and an unknown id, moving nothing", async () => {
    const owner = await pendingWithdrawal();
    const other = await createTestMember(db());
    const otherToken = await createTestSession(db(), other.id, t.clock());
    const before = await moneySnapshot(db(), owner.member.id);
    for (const id of [owner.id, owner.id + 10_000]) {
      expect((await t.call('cancel-user-withdraw', { id }, otherToken)).json()).toEqual({
        status: 'not_found',
      });
    }
    expect(await moneySnapshot(db(), owner.member.id)).toEqual(before);
  });

  it('answers already once an operator took it, and the operator may still pay it', async () => {
    const { member, token, id } = await pendingWithdrawal();
    await callEndpoint(t, 'withdrawals.take', { params: { id }, token: operator.token, body: {} });
    const before = await moneySnapshot(db(), member.id);
    expect((await t.call('cancel-user-withdraw', { id }, token)).json()).toEqual({ status: 'already' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
    const paid = await callEndpoint(t, 'withdrawals.complete', {
      params: { id },
      token: operator.token,
      body: { memo: '이체 완료' },
    });
    expect(paid.json().data).toMatchObject({ state: 'completed' });
  });

  it('moves the money exactly once when the member cancels while an operator completes', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { member, token, id } = await pendingWithdrawal();
      const [cancelled, completed] = await Promise.all([
        t.call('cancel-user-withdraw', { id }, token),
        callEndpoint(t, 'withdrawals.complete', {
          params: { id },
          token: operator.token,
          body: { memo: '이체 완료' },
        }),
      ]);
      const memberWon = cancelled.json().status === 'success';
      expect(memberWon ? 409 : 200).toBe(completed.statusCode);
      expect(cancelled.json().status).toBe(memberWon ? 'success' : 'already');
      const [row] = await db().select().from(withdrawRequests).where(eq(withdrawRequests.id, id));
      expect(row?.state).toBe(memberWon ? 'cancelled' : 'completed');
      expect(await memberBalances(db(), member.id)).toMatchObject({
        cash: memberWon ? 100_000 : 60_000,
        hold: 0,
      });
      const ends = await db()
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `withdraw:${id}`));
      expect(ends).toHaveLength(1);
    }
  });

  it('refuses an id that is not a positive integer with 400 naming it', async () => {
    const { member, token } = await pendingWithdrawal();
    const before = await moneySnapshot(db(), member.id);
    for (const body of [{ id: 0 }, { id: 'x' }, {}, { id: 1, memberId: 2 }]) {
      const res = await t.call('cancel-user-withdraw', body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'invalid' });
    }
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.call('cancel-user-withdraw', { id: 1 });
    expect(res.statusCode).toBe(401);
  });
});
