import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, memberBalances, withdrawRequests } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { burst, tally, waitForAttempts } from '../../lib/failure-throttle.test-helper.ts';
import { moneySnapshot } from './balance.test-helper.ts';

describe.each(TEST_ENGINES)('apply-user-withdraw on %s', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  async function fundedMember(cash: number, overrides = {}) {
    const member = await createTestMember(db(), overrides);
    if (cash > 0) await fundTestMember(db(), member.id, cash);
    return { member, token: await createTestSession(db(), member.id, t.clock()) };
  }

  it('locks withdrawals for 15 minutes after 5 wrong exchange passwords, even with the right one', async () => {
    const { member, token } = await fundedMember(100_000);
    const before = await moneySnapshot(db(), member.id);
    const withdraw = (exchangePassword: string) =>
      t.call('apply-user-withdraw', { amount: 20_000, exchangePassword }, token);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await withdraw('9999')).json()).toEqual({ status: 'pass' });
    }
    const locked = (await withdraw(member.exchangePassword)).json();
    expect(locked).toEqual({ status: 'time', retryAfter: 900 });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);

    t.clock.advance(15 * 60_000);
    expect((await withdraw(member.exchangePassword)).json()).toMatchObject({
      status: 'success',
      balance: 80_000,
    });
  });

  it('checks at most 5 exchange passwords of a burst of 40, and the right one then waits', async () => {
    const { member, token } = await fundedMember(100_000);
    const before = await moneySnapshot(db(), member.id);
    const withdraw = (exchangePassword: string) =>
      t.call('apply-user-withdraw', { amount: 20_000, exchangePassword }, token);
    const guesses = burst(40, (i) => withdraw(String(5000 + i)));
    await waitForAttempts(db(), `exchange:${member.id}`, 5);
    expect((await withdraw(member.exchangePassword)).json()).toEqual({ status: 'time', retryAfter: 900 });
    expect(tally(await guesses)).toEqual({ pass: 5, time: 35 });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);

    t.clock.advance(15 * 60_000);
    expect((await withdraw(member.exchangePassword)).json()).toMatchObject({ status: 'success' });
  });

  it('holds the amount and records the request with the bank details of the moment', async () => {
    const { member, token } = await fundedMember(200_000);
    const res = await t.call(
      'apply-user-withdraw',
      { amount: 70_000, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ status: 'success', id: expect.any(Number), balance: 130_000 });
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 130_000, hold: 70_000 });
    const [row] = await db().select().from(withdrawRequests).where(eq(withdrawRequests.id, answer.id));
    expect(row).toMatchObject({
      memberId: member.id,
      amount: 70_000,
      state: 'waiting',
      bankName: '국민은행',
      bankOwner: '홍길동',
      bankNumber: '123-456-789012',
      entryId: null,
    });
    const [hold] = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, row?.holdEntryId ?? 0));
    expect(hold).toMatchObject({ kind: 'withdraw_hold', memberId: member.id });
  });

  it('lets a self-excluded member withdraw', async () => {
    const { member, token } = await fundedMember(50_000, {
      excludedUntil: new Date(t.clock().getTime() + 86_400_000),
    });
    const res = await t.call(
      'apply-user-withdraw',
      { amount: 50_000, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.json()).toMatchObject({ status: 'success', balance: 0 });
  });

  it('answers pass for a wrong exchange password and changes nothing', async () => {
    const { member, token } = await fundedMember(100_000);
    const before = await moneySnapshot(db(), member.id);
    const res = await t.call('apply-user-withdraw', { amount: 50_000, exchangePassword: '9999' }, token);
    expect(res.json()).toEqual({ status: 'pass' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('answers wait while a withdrawal is pending and changes nothing', async () => {
    const { member, token } = await fundedMember(100_000);
    await t.call('apply-user-withdraw', { amount: 20_000, exchangePassword: member.exchangePassword }, token);
    const before = await moneySnapshot(db(), member.id);
    const res = await t.call(
      'apply-user-withdraw',
      { amount: 30_000, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.json()).toEqual({ status: 'wait' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('answers balance when the cash is short, leaving no request and no hold', async () => {
    const { member, token } = await fundedMember(30_000);
    const before = await moneySnapshot(db(), member.id);
    const res = await t.call(
      'apply-user-withdraw',
      { amount: 30_001, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.json()).toEqual({ status: 'balance' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('holds once when several applications race, and never overdraws', async () => {
    const { member, token } = await fundedMember(100_000);
    const answers = await Promise.all(
      [60_000, 60_000, 60_000, 60_000].map((amount) =>
        t.call('apply-user-withdraw', { amount, exchangePassword: member.exchangePassword }, token),
      ),
    );
    expect(answers.map((res) => res.json().status).sort()).toEqual(['success', 'wait', 'wait', 'wait']);
    expect(await moneySnapshot(db(), member.id)).toMatchObject({
      withdrawals: 1,
      balances: { cash: 40_000, hold: 60_000 },
    });
  });

  it("refuses a suspended member's session and changes nothing", async () => {
    const { member, token } = await fundedMember(100_000, { state: 'suspended' });
    const before = await moneySnapshot(db(), member.id);
    const res = await t.call(
      'apply-user-withdraw',
      { amount: 50_000, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'auth' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it.each([
    [9_999, 'below_minimum'],
    [5_000_001, 'above_maximum'],
  ])('refuses %i as %s and changes nothing', async (amount, reason) => {
    const { member, token } = await fundedMember(6_000_000);
    const before = await moneySnapshot(db(), member.id);
    const res = await t.call(
      'apply-user-withdraw',
      { amount, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'invalid', errors: [{ field: 'amount', reason }] });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it.each([
    ['a negative amount', { amount: -10_000, exchangePassword: '1234' }, 'amount'],
    ['a malformed exchange password', { amount: 10_000, exchangePassword: '12ab' }, 'exchangePassword'],
    ['an unknown field', { amount: 10_000, exchangePassword: '1234', memberId: 1 }, 'body'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const { member, token } = await fundedMember(100_000);
    const before = await moneySnapshot(db(), member.id);
    const res = await t.call('apply-user-withdraw', body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field }));
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.call('apply-user-withdraw', { amount: 10_000, exchangePassword: '1234' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'auth' });
  });
});
