import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditOf, callEndpoint, signedInStaff } from '../backoffice/testing/backoffice.test-helper.ts';
import { moneySnapshot, setSetting } from './balance.test-helper.ts';

describe.each(TEST_ENGINES)('points on %s', (engine) => {
  let t: TestApp;
  let operator: { token: string };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  const grant = (id: number, amount: number, requestId: string = randomUUID()) =>
    callEndpoint(t, 'members.grantPoints', {
      params: { id },
      token: operator.token,
      body: { amount, reason: '신규 가입 이벤트', requestId },
    });

  async function memberWith({ cash = 0, comp = 0, point = 0 }, overrides = {}) {
    const member = await createTestMember(db(), overrides);
    if (cash > 0) await fundTestMember(db(), member.id, cash, 'cash');
    if (comp > 0) await fundTestMember(db(), member.id, comp, 'comp');
    if (point > 0) expect((await grant(member.id, point)).statusCode).toBe(200);
    return { member, token: await createTestSession(db(), member.id, t.clock()) };
  }

  describe('granting in the back office', () => {
    it('credits the points once per request, audited, and the member sees them', async () => {
      const { member, token } = await memberWith({});
      const requestId = randomUUID();
      const res = await grant(member.id, 30_000, requestId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { point: 30_000 } });
      expect((await grant(member.id, 30_000, requestId)).json()).toEqual({ status: 'already' });
      expect(await memberBalances(db(), member.id)).toMatchObject({ point: 30_000, cash: 0 });
      expect(await auditOf(db(), 'member', member.id)).toContainEqual(
        expect.objectContaining({ action: 'member.grant_points' }),
      );
      expect((await t.call('user-health-check', {}, token)).json()).toMatchObject({
        user: { point: 30_000 },
      });
      const detail = await callEndpoint(t, 'members.get', {
        params: { id: member.id },
        token: operator.token,
      });
      expect(detail.json()).toMatchObject({ data: { balances: { point: 30_000 } } });
    });

    it.each([
      ['a zero amount', { amount: 0, reason: '이벤트', requestId: randomUUID() }, 'amount'],
      ['a negative amount', { amount: -5_000, reason: '이벤트', requestId: randomUUID() }, 'amount'],
      ['no reason', { amount: 5_000, requestId: randomUUID() }, 'reason'],
    ])('refuses %s with 400 naming the field', async (_label, body, field) => {
      const { member } = await memberWith({});
      const res = await callEndpoint(t, 'members.grantPoints', {
        params: { id: member.id },
        token: operator.token,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field }));
      expect(await memberBalances(db(), member.id)).toMatchObject({ point: 0 });
    });

    it("counts against the operator's daily cap", async () => {
      const capped = await signedInStaff(t, 'operator');
      const { member } = await memberWith({});
      const give = (amount: number) =>
        callEndpoint(t, 'members.grantPoints', {
          params: { id: member.id },
          token: capped.token,
          body: { amount, reason: '이벤트', requestId: randomUUID() },
        });
      expect((await give(900_000)).statusCode).toBe(200);
      expect((await give(200_000)).json()).toEqual({ status: 'forbidden', reason: 'adjustment_limit' });
      expect(await memberBalances(db(), member.id)).toMatchObject({ point: 900_000 });
    });
  });

  describe('point-to-money', () => {
    it('moves points to cash from the minimum and answers every balance', async () => {
      const { member, token } = await memberWith({ cash: 5_000, comp: 1_000, point: 25_000 });
      const res = await t.call('point-to-money', { amount: 10_000 }, token);
      expect(res.json()).toEqual({ status: 'success', balance: 15_000, rolling: 1_000, point: 15_000 });
      expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 15_000, point: 15_000 });
    });

    it.each([
      ['below the minimum', 9_999],
      ['beyond the points held', 25_001],
    ])('answers low_point %s and changes nothing', async (_label, amount) => {
      const { member, token } = await memberWith({ point: 25_000 });
      const before = await moneySnapshot(db(), member.id);
      expect((await t.call('point-to-money', { amount }, token)).json()).toEqual({ status: 'low_point' });
      expect(await moneySnapshot(db(), member.id)).toEqual(before);
    });

    it('follows the operator’s minimum, answered by get-balance-setting', async () => {
      const { token } = await memberWith({ point: 8_000 });
      await setSetting(db(), 'pointMin', 5_000);
      try {
        expect((await t.call('get-balance-setting', {}, token)).json()).toMatchObject({ pointMin: 5_000 });
        expect((await t.call('point-to-money', { amount: 5_000 }, token)).json()).toMatchObject({
          status: 'success',
          point: 3_000,
        });
      } finally {
        await setSetting(db(), 'pointMin', 10_000);
      }
    });

    it('never converts more than is held when conversions race', async () => {
      const { member, token } = await memberWith({ point: 50_000 });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => t.call('point-to-money', { amount: 20_000 }, token)),
      );
      const statuses = answers.map((res) => res.json().status).sort();
      expect(statuses).toEqual(['low_point', 'low_point', 'low_point', 'low_point', 'success', 'success']);
      expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 40_000, point: 10_000 });
    });
  });

  describe('money-to-point and user-chang-to-point', () => {
    it('sets cash aside as points, any amount', async () => {
      const { member, token } = await memberWith({ cash: 20_000 });
      expect((await t.call('money-to-point', { amount: 1_500 }, token)).json()).toEqual({
        status: 'success',
        balance: 18_500,
        rolling: 0,
        point: 1_500,
      });
      expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 18_500, point: 1_500 });
    });

    it('answers balance for more than the cash held and changes nothing', async () => {
      const { member, token } = await memberWith({ cash: 20_000 });
      const before = await moneySnapshot(db(), member.id);
      expect((await t.call('money-to-point', { amount: 20_001 }, token)).json()).toEqual({
        status: 'balance',
      });
      expect(await moneySnapshot(db(), member.id)).toEqual(before);
    });

    it('moves comp to points, and answers low_point for more than the comp held', async () => {
      const { member, token } = await memberWith({ comp: 7_000, point: 10_000 });
      expect((await t.call('user-chang-to-point', { amount: 7_001 }, token)).json()).toEqual({
        status: 'low_point',
      });
      expect((await t.call('user-chang-to-point', { amount: 7_000 }, token)).json()).toEqual({
        status: 'success',
        balance: 0,
        rolling: 0,
        point: 17_000,
      });
      expect(await memberBalances(db(), member.id)).toMatchObject({ comp: 0, point: 17_000 });
    });
  });

  it.each(['user-chang-to-point', 'money-to-point', 'point-to-money'] as const)(
    '%s refuses bad bodies with 400 and needs a session',
    async (call) => {
      const { member, token } = await memberWith({ cash: 50_000, comp: 50_000, point: 50_000 });
      const before = await moneySnapshot(db(), member.id);
      for (const [body, field] of [
        [{ amount: 0 }, 'amount'],
        [{ amount: 1.5 }, 'amount'],
        [{}, 'amount'],
        [{ amount: 20_000, to: 'cash' }, 'body'],
      ] as const) {
        const res = await t.call(call, body, token);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toContainEqual(expect.objectContaining({ field }));
      }
      expect(await moneySnapshot(db(), member.id)).toEqual(before);
      expect((await t.call(call, { amount: 20_000 })).json()).toEqual({ status: 'auth' });
    },
  );
});
