import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestMember,
  createTestSession,
  createTestStaff,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import type { CallName } from '@haneul/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneySnapshot } from './balance.test-helper.ts';
import { MONEY_PAGE_SIZE } from './history.service.ts';
import { cancelDeposit, completeDeposit, takeRequest } from './requests.service.ts';

describe.each(TEST_ENGINES)('money lists on %s', (engine) => {
  let t: TestApp;
  let staffId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    staffId = (await createTestStaff(db())).id;
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  async function signedIn() {
    const member = await createTestMember(db());
    return { member, token: await createTestSession(db(), member.id, t.clock()) };
  }

  /** Applies for a deposit through the API and moves it on with the staff services. */
  async function deposit(
    token: string,
    amount: number,
    end: 'completed' | 'cancelled' | 'taken' | 'waiting',
  ) {
    const { id } = (await t.call('apply-user-deposit', { amount, depositorName: '홍길동' }, token)).json();
    const action = { requestId: id, staffId, now: t.clock() };
    if (end === 'completed') await completeDeposit(db(), action);
    if (end === 'cancelled') await cancelDeposit(db(), action);
    if (end === 'taken') await takeRequest(db(), { ...action, kind: 'deposit' });
    t.clock.advance(1_000);
    return id as number;
  }

  it('get-deposit-list: the member’s own requests, newest first, with wire statuses', async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    await deposit(other.token, 99_000, 'waiting');
    const first = await deposit(token, 10_000, 'completed');
    const second = await deposit(token, 20_000, 'cancelled');
    const third = await deposit(token, 30_000, 'taken');
    const res = await t.call('get-deposit-list', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      maxCount: MONEY_PAGE_SIZE,
      totalCount: 3,
      items: [
        expect.objectContaining({ id: third, amount: 30_000, status: 'reg', depositorName: '홍길동' }),
        expect.objectContaining({ id: second, amount: 20_000, status: 'cansel' }),
        expect.objectContaining({ id: first, amount: 10_000, status: 'already' }),
      ],
    });
    expect(res.json().items[2].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('get-deposit-list pages by MONEY_PAGE_SIZE', async () => {
    const { token } = await signedIn();
    for (let i = 0; i < MONEY_PAGE_SIZE + 2; i += 1) await deposit(token, 10_000 + i, 'cancelled');
    const page1 = (await t.call('get-deposit-list', { page: 1 }, token)).json();
    const page2 = (await t.call('get-deposit-list', { page: 2 }, token)).json();
    expect(page1.items).toHaveLength(MONEY_PAGE_SIZE);
    expect(page1.items[0].amount).toBe(10_000 + MONEY_PAGE_SIZE + 1);
    expect(page2.items.map((item: { amount: number }) => item.amount)).toEqual([10_001, 10_000]);
    expect(page2.totalCount).toBe(MONEY_PAGE_SIZE + 2);
  });

  it('get-withdraw-list: the member’s withdrawals with wire statuses', async () => {
    const { member, token } = await signedIn();
    await fundTestMember(db(), member.id, 100_000);
    const { id } = (
      await t.call('apply-user-withdraw', { amount: 40_000, exchangePassword: '1234' }, token)
    ).json();
    const res = await t.call('get-withdraw-list', {}, token);
    expect(res.json()).toEqual({
      status: 'success',
      maxCount: MONEY_PAGE_SIZE,
      totalCount: 1,
      items: [expect.objectContaining({ id, amount: 40_000, status: 'wait' })],
    });
  });

  it('get-money-history and get-comp-history: signed postings on each account, newest first', async () => {
    const { member, token } = await signedIn();
    await fundTestMember(db(), member.id, 30_000, 'comp');
    await deposit(token, 100_000, 'completed');
    await t.call('roll-to-balance', { amount: 20_000 }, token);
    await t.call('apply-user-withdraw', { amount: 50_000, exchangePassword: '1234' }, token);

    const money = (await t.call('get-money-history', {}, token)).json();
    expect(money).toMatchObject({ status: 'success', maxCount: MONEY_PAGE_SIZE, totalCount: 3 });
    expect(money.items.map((item: { kind: string; amount: number }) => [item.kind, item.amount])).toEqual([
      ['withdraw_hold', -50_000],
      ['comp_convert', 20_000],
      ['deposit', 100_000],
    ]);
    expect(money.items[0].id).toBeGreaterThan(money.items[1].id);

    const comp = (await t.call('get-comp-history', {}, token)).json();
    expect(comp.items.map((item: { kind: string; amount: number }) => [item.kind, item.amount])).toEqual([
      ['comp_convert', -20_000],
      ['comp_accrual', 30_000],
    ]);
    expect(comp.totalCount).toBe(2);
  });

  it('answers empty lists for a member with no money yet', async () => {
    const { token } = await signedIn();
    for (const name of [
      'get-deposit-list',
      'get-withdraw-list',
      'get-money-history',
      'get-comp-history',
    ] as const) {
      expect((await t.call(name, {}, token)).json()).toEqual({
        status: 'success',
        items: [],
        maxCount: MONEY_PAGE_SIZE,
        totalCount: 0,
      });
    }
  });

  const lists: CallName[] = [
    'get-deposit-list',
    'get-withdraw-list',
    'get-money-history',
    'get-comp-history',
  ];

  it.each(lists)('%s refuses a bad page with 400 naming the field', async (name) => {
    const { member, token } = await signedIn();
    const before = await moneySnapshot(db(), member.id);
    for (const page of [0, 1.5, 'two']) {
      const res = await t.call(name, { page }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'invalid', errors: [{ field: 'page' }] });
    }
    expect(await moneySnapshot(db(), member.id)).toEqual(before);
  });

  it.each(lists)('%s needs a session', async (name) => {
    const res = await t.call(name, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'auth' });
  });
});
