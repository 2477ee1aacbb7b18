import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositRequests, settings } from '@haneul/db';
import { createTestMember, createTestSession, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneySnapshot, setSetting } from './balance.test-helper.ts';

describe.each(TEST_ENGINES)('deposit calls on %s', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  async function signedInMember(overrides = {}) {
    const member = await createTestMember(db(), overrides);
    return { member, token: await createTestSession(db(), member.id, t.clock()) };
  }

  describe('get-balance-setting', () => {
    it('answers the operator limits, with overrides from the settings table', async () => {
      const before = await t.call('get-balance-setting', {});
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        status: 'success',
        depositMin: 10_000,
        depositMax: 10_000_000,
        withdrawMin: 10_000,
        withdrawMax: 5_000_000,
        compMin: 10_000,
        pointMin: 10_000,
      });
      await setSetting(db(), 'compMin', 5_000);
      try {
        expect((await t.call('get-balance-setting', {})).json()).toMatchObject({ compMin: 5_000 });
      } finally {
        await db().delete(settings).where(eq(settings.key, 'compMin'));
      }
    });

    it('refuses an unknown field', async () => {
      const res = await t.call('get-balance-setting', { extra: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'invalid', errors: [{ field: 'body' }] });
    });
  });

  describe('apply-user-deposit', () => {
    it('writes a waiting request and moves no money', async () => {
      const { member, token } = await signedInMember();
      const res = await t.call('apply-user-deposit', { amount: 50_000, depositorName: ' 홍길동 ' }, token);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toEqual({ status: 'success', id: expect.any(Number) });
      const [row] = await db().select().from(depositRequests).where(eq(depositRequests.id, answer.id));
      expect(row).toMatchObject({
        memberId: member.id,
        amount: 50_000,
        state: 'waiting',
        depositorName: '홍길동',
      });
      expect(row?.createdAt.toISOString()).toBe(t.clock().toISOString());
      const after = await moneySnapshot(db(), member.id);
      expect(after).toMatchObject({ deposits: 1, entries: 0, balances: { cash: 0, comp: 0, hold: 0 } });
    });

    it('answers wait while a deposit is pending, and changes nothing', async () => {
      const { member, token } = await signedInMember();
      await t.call('apply-user-deposit', { amount: 50_000, depositorName: 'A' }, token);
      const before = await moneySnapshot(db(), member.id);
      const res = await t.call('apply-user-deposit', { amount: 60_000, depositorName: 'A' }, token);
      expect(res.json()).toEqual({ status: 'wait' });
      expect(await moneySnapshot(db(), member.id)).toEqual(before);
    });

    it('lets only one of many simultaneous applications through', async () => {
      const { member, token } = await signedInMember();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.call('apply-user-deposit', { amount: 20_000, depositorName: 'A' }, token),
        ),
      );
      const statuses = answers.map((res) => res.json().status).sort();
      expect(statuses).toEqual(['success', ...Array<string>(7).fill('wait')]);
      expect((await moneySnapshot(db(), member.id)).deposits).toBe(1);
    });

    it.each([
      [9_999, 'below_minimum'],
      [10_000_001, 'above_maximum'],
    ])('refuses %i as %s and changes nothing', async (amount, reason) => {
      const { member, token } = await signedInMember();
      const res = await t.call('apply-user-deposit', { amount, depositorName: 'A' }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'invalid', errors: [{ field: 'amount', reason }] });
      expect(await moneySnapshot(db(), member.id)).toMatchObject({ deposits: 0, entries: 0 });
    });

    it.each([
      ['a fraction', { amount: 10_000.5, depositorName: 'A' }, 'amount'],
      ['a string amount', { amount: '50000', depositorName: 'A' }, 'amount'],
      ['an empty depositor name', { amount: 50_000, depositorName: '   ' }, 'depositorName'],
      ['a missing depositor name', { amount: 50_000 }, 'depositorName'],
    ])('refuses %s with 400 naming the field', async (_label, body, field) => {
      const { member, token } = await signedInMember();
      const res = await t.call('apply-user-deposit', body, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field }));
      expect(await moneySnapshot(db(), member.id)).toMatchObject({ deposits: 0, entries: 0 });
    });

    it("refuses a suspended member's session", async () => {
      const { member, token } = await signedInMember({ state: 'suspended' });
      const res = await t.call('apply-user-deposit', { amount: 50_000, depositorName: 'A' }, token);
      expect(res.json()).toEqual({ status: 'auth' });
      expect((await moneySnapshot(db(), member.id)).deposits).toBe(0);
    });

    it('answers blocked while self-excluded, and accepts again once the exclusion ends', async () => {
      const until = new Date(t.clock().getTime() + 86_400_000);
      const { member, token } = await signedInMember({ excludedUntil: until });
      const blocked = await t.call('apply-user-deposit', { amount: 50_000, depositorName: 'A' }, token);
      expect(blocked.json()).toEqual({ status: 'blocked' });
      expect((await moneySnapshot(db(), member.id)).deposits).toBe(0);

      const later = await createTestSession(db(), member.id, until);
      t.clock.set(new Date(until.getTime() + 1));
      try {
        const res = await t.call('apply-user-deposit', { amount: 50_000, depositorName: 'A' }, later);
        expect(res.json()).toMatchObject({ status: 'success' });
      } finally {
        t.clock.set(new Date('2026-11-22T03:00:00Z'));
      }
    });

    it('needs a session', async () => {
      const res = await t.call('apply-user-deposit', { amount: 50_000, depositorName: 'A' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'auth' });
      expect(await db().select().from(depositRequests).where(eq(depositRequests.amount, 50_001))).toEqual([]);
    });
  });
});
