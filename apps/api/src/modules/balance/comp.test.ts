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
import { moneySnapshot } from './balance.test-helper.ts';

describe.each(TEST_ENGINES)('roll-to-balance on %s', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  async function memberWith(cash: number, comp: number, overrides = {}) {
    const member = await createTestMember(db(), overrides);
    if (cash > 0) await fundTestMember(db(), member.id, cash, 'cash');
    if (comp > 0) await fundTestMember(db(), member.id, comp, 'comp');
    return { member, token: await createTestSession(db(), member.id, t.clock()) };
  }

  it('moves comp to cash and answers both new balances', async () => {
    const { member, token } = await memberWith(5_000, 25_000);
    const res = await t.call('roll-to-balance', { amount: 20_000 }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', balance: 25_000, rolling: 5_000 });
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 25_000, comp: 5_000 });
  });

  it('converts all the comp held, to the won', async () => {
    const { member, token } = await memberWith(0, 12_345);
    expect((await t.call('roll-to-balance', { amount: 12_345 }, token)).json()).toEqual({
      status: 'success',
      balance: 12_345,
      rolling: 0,
    });
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 12_345, comp: 0 });
  });

  it.each([
    ['below the minimum', 9_999],
    ['beyond the comp held', 25_001],
  ])('answers low_point %s and changes nothing', async (_label, amount) => {
    const { member, token } = await memberWith(5_000, 25_000);
    const before = await moneySnapshot(db(), member.id);
    expect((await t.call('roll-to-balance', { amount }, token)).json()).toEqual({ status: 'low_point' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('never converts more than is held when conversions race', async () => {
    const { member, token } = await memberWith(0, 50_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('roll-to-balance', { amount: 20_000 }, token)),
    );
    expect(answers.map((res) => res.json().status).sort()).toEqual([
      'low_point',
      'low_point',
      'low_point',
      'low_point',
      'success',
      'success',
    ]);
    expect(await memberBalances(db(), member.id)).toMatchObject({ cash: 40_000, comp: 10_000 });
  });

  it("refuses a suspended member's session and changes nothing", async () => {
    const { member, token } = await memberWith(0, 50_000, { state: 'suspended' });
    const before = await moneySnapshot(db(), member.id);
    expect((await t.call('roll-to-balance', { amount: 20_000 }, token)).json()).toEqual({ status: 'auth' });
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('lets a self-excluded member convert', async () => {
    const { token } = await memberWith(0, 50_000, {
      excludedUntil: new Date(t.clock().getTime() + 86_400_000),
    });
    expect((await t.call('roll-to-balance', { amount: 20_000 }, token)).json()).toMatchObject({
      status: 'success',
    });
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a missing amount', {}, 'amount'],
    ['an unknown field', { amount: 20_000, to: 'cash' }, 'body'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const { member, token } = await memberWith(0, 50_000);
    const before = await moneySnapshot(db(), member.id);
    const res = await t.call('roll-to-balance', body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field }));
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.call('roll-to-balance', { amount: 20_000 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'auth' });
  });
});
