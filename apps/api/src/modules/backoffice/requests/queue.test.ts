import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances, members, notes } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditOf, callEndpoint, setSetting, signedInStaff } from '../testing/backoffice.test-helper.ts';

describe.each(TEST_ENGINES)('deposit and withdraw queues on %s', (engine) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInStaff>>;
  let second: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await signedInStaff(t, 'operator');
    second = await signedInStaff(t, 'operator');
  });
  afterAll(async () => {
    if (t) await expectReconciled(t.database.db);
    await t?.destroy();
  });

  const db = () => t.database.db;
  const act = (
    name: Parameters<typeof callEndpoint>[1],
    id: number,
    token = operator.token,
    body: object = {},
  ) => callEndpoint(t, name, { params: { id }, token, body });

  async function waitingDeposit(amount = 100_000) {
    const member = await createTestMember(db());
    const token = await createTestSession(db(), member.id, t.clock());
    const res = await t.call('apply-user-deposit', { amount, depositorName: '홍길동' }, token);
    return { memberId: member.id, id: res.json().id as number };
  }

  async function waitingWithdraw(amount: number) {
    const member = await createTestMember(db());
    await fundTestMember(db(), member.id, amount);
    const token = await createTestSession(db(), member.id, t.clock());
    const res = await t.call(
      'apply-user-withdraw',
      { amount, exchangePassword: member.exchangePassword },
      token,
    );
    expect(res.json().status).toBe('success');
    return { memberId: member.id, id: res.json().id as number };
  }

  it('lists deposits by state and names the member', async () => {
    const { id, memberId } = await waitingDeposit();
    const res = await callEndpoint(t, 'deposits.list', {
      token: operator.token,
      query: { state: 'pending', memberId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      data: [{ id, memberId, state: 'waiting', status: 'wait', amount: 100_000 }],
    });
    const none = await callEndpoint(t, 'deposits.list', {
      token: operator.token,
      query: { state: 'completed', memberId },
    });
    expect(none.json()).toEqual({ data: [], total: 0 });
  });

  it('takes and completes a deposit through the ledger, auditing each step; a second completion is 409', async () => {
    const { id, memberId } = await waitingDeposit(70_000);
    expect((await act('deposits.take', id)).json()).toMatchObject({
      data: { state: 'taken', staffLogin: operator.login },
    });
    const done = await act('deposits.complete', id, operator.token, { memo: '입금 확인' });
    expect(done.json()).toMatchObject({ data: { state: 'completed', status: 'already', memo: '입금 확인' } });
    expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 70_000 });
    const again = await act('deposits.complete', id, operator.token, { memo: '입금 확인' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'already', data: { state: 'completed' } });
    const audit = await auditOf(db(), 'deposit_request', id);
    expect(audit.map((row) => [row.action, row.staffId])).toEqual([
      ['deposit.complete', operator.id],
      ['deposit.take', operator.id],
    ]);
    expect(audit[0]).toMatchObject({ before: { state: 'taken' }, after: { state: 'completed' } });
  });

  it('cancels a withdrawal back to the member, with the memo', async () => {
    const { id, memberId } = await waitingWithdraw(50_000);
    const res = await act('withdrawals.cancel', id, operator.token, { memo: '계좌 불일치' });
    expect(res.json()).toMatchObject({
      data: { state: 'cancelled', memo: '계좌 불일치', needsApproval: false },
    });
    expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 50_000, hold: 0 });
  });

  const notesOf = (memberId: number) =>
    db()
      .select({ title: notes.title, contents: notes.contents })
      .from(notes)
      .where(eq(notes.memberId, memberId))
      .orderBy(asc(notes.id));

  it('tells the member by note, in the language they signed in with, when a request completes or is cancelled', async () => {
    const deposit = await waitingDeposit(70_000);
    await act('deposits.take', deposit.id);
    expect(await notesOf(deposit.memberId)).toEqual([]);
    await act('deposits.complete', deposit.id, operator.token, { memo: '입금 확인' });
    expect(await notesOf(deposit.memberId)).toEqual([
      {
        title: '입금 처리 완료 안내',
        contents: '신청하신 70,000원 입금이 확인되어 보유금에 반영되었습니다.\n이용해 주셔서 감사합니다.',
      },
    ]);
    expect(
      (await act('deposits.complete', deposit.id, operator.token, { memo: '입금 확인' })).statusCode,
    ).toBe(409);
    expect(await notesOf(deposit.memberId)).toHaveLength(1);

    const withdrawal = await waitingWithdraw(123_000);
    await db().update(members).set({ language: 'en' }).where(eq(members.id, withdrawal.memberId));
    await act('withdrawals.cancel', withdrawal.id, operator.token, { memo: '계좌 불일치' });
    expect(await notesOf(withdrawal.memberId)).toEqual([
      {
        title: 'Your withdrawal request was cancelled',
        contents: expect.stringContaining('Your withdrawal of KRW 123,000 was cancelled'),
      },
    ]);
    const note = await t.call(
      'get-user-note',
      {},
      await createTestSession(db(), withdrawal.memberId, t.clock()),
    );
    expect(note.json()).toMatchObject({
      status: 'success',
      notes: [{ title: 'Your withdrawal request was cancelled' }],
    });
  });

  it.each([
    ['deposits.complete', 'deposit'],
    ['deposits.cancel', 'deposit'],
    ['withdrawals.complete', 'withdraw'],
    ['withdrawals.cancel', 'withdraw'],
  ] as const)('refuses %s without a memo, moving nothing', async (name, kind) => {
    const { id, memberId } = kind === 'deposit' ? await waitingDeposit() : await waitingWithdraw(50_000);
    const before = await memberBalances(db(), memberId);
    for (const body of [{}, { memo: '   ' }]) {
      const res = await act(name, id, operator.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'invalid',
        errors: [expect.objectContaining({ field: 'memo' })],
      });
    }
    expect(await memberBalances(db(), memberId)).toEqual(before);
    expect(await auditOf(db(), `${kind}_request`, id)).toEqual([]);
  });

  it('pays a withdrawal under the threshold without approval', async () => {
    const { id, memberId } = await waitingWithdraw(200_000);
    expect(
      (await act('withdrawals.complete', id, operator.token, { memo: '이체 완료' })).json(),
    ).toMatchObject({
      data: { state: 'completed' },
    });
    expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 0, hold: 0 });
  });

  it('needs a second, different staff member’s approval above the threshold', async () => {
    await setSetting(db(), 'withdrawMax', 10_000_000);
    const { id, memberId } = await waitingWithdraw(3_000_000);
    const unapproved = await act('withdrawals.complete', id, operator.token, { memo: '이체 완료' });
    expect(unapproved.statusCode).toBe(409);
    expect(unapproved.json()).toEqual({ status: 'approval', reason: 'approval_required' });
    expect(await auditOf(db(), 'withdraw_request', id)).toEqual([]);

    const approved = await act('withdrawals.approve', id);
    expect(approved.json()).toMatchObject({
      data: { needsApproval: true, approvedBy: operator.id, approvedByLogin: operator.login },
    });
    expect((await act('withdrawals.approve', id, second.token)).statusCode).toBe(409);

    const sameStaff = await act('withdrawals.complete', id, operator.token, { memo: '이체 완료' });
    expect(sameStaff.json()).toEqual({ status: 'approval', reason: 'same_staff' });
    expect(await memberBalances(db(), memberId)).toMatchObject({ hold: 3_000_000 });

    expect((await act('withdrawals.complete', id, second.token, { memo: '이체 완료' })).json()).toMatchObject(
      {
        data: { state: 'completed' },
      },
    );
    expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 0, hold: 0 });
    const actions = (await auditOf(db(), 'withdraw_request', id)).map((row) => [row.action, row.staffId]);
    expect(actions).toEqual([
      ['withdraw.complete', second.id],
      ['withdraw.approve', operator.id],
    ]);
    await setSetting(db(), 'withdrawMax', null);
  });

  it('follows the threshold setting and lets a large withdrawal be cancelled without approval', async () => {
    await setSetting(db(), 'withdrawApprovalThreshold', 100_000);
    const { id } = await waitingWithdraw(150_000);
    expect(
      (await callEndpoint(t, 'withdrawals.get', { params: { id }, token: operator.token })).json(),
    ).toMatchObject({
      data: { needsApproval: true, approvedBy: null },
    });
    expect((await act('withdrawals.cancel', id, operator.token, { memo: '회원 요청' })).json()).toMatchObject(
      {
        data: { state: 'cancelled' },
      },
    );
    await setSetting(db(), 'withdrawApprovalThreshold', null);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await act('deposits.complete', 987_654, operator.token, { memo: '입금 확인' })).statusCode).toBe(
      404,
    );
    expect(
      (await callEndpoint(t, 'withdrawals.get', { params: { id: 987_654 }, token: operator.token }))
        .statusCode,
    ).toBe(404);
  });
});
