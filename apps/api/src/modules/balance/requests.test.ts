import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, memberBalances } from '@haneul/db';
import {
  createTestMember,
  createTestStaff,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyDeposit } from './deposit.service.ts';
import {
  cancelDeposit,
  cancelWithdraw,
  completeDeposit,
  completeWithdraw,
  takeRequest,
} from './requests.service.ts';
import { applyWithdraw } from './withdraw.service.ts';

describe.each(TEST_ENGINES)('staff request services on %s', (engine) => {
  let t: TestApp;
  let staffId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    staffId = (await createTestStaff(db())).id;
  });
  afterAll(async () => {
    await t.destroy();
  });

  const standing = (memberId: number) => ({ memberId, state: 'active' as const, excludedUntil: null });
  const act = (requestId: number, memo?: string) => ({ requestId, staffId, now: t.clock(), memo });

  async function waitingDeposit(amount = 100_000) {
    const member = await createTestMember(db());
    const applied = await applyDeposit(db(), {
      member: standing(member.id),
      amount,
      depositorName: 'A',
      now: t.clock(),
    });
    if (applied.status !== 'success') throw new Error(`deposit not applied: ${applied.status}`);
    return { memberId: member.id, requestId: applied.id };
  }

  async function waitingWithdraw(cash: number, amount: number) {
    const member = await createTestMember(db());
    await fundTestMember(db(), member.id, cash);
    const applied = await applyWithdraw(db(), {
      member: standing(member.id),
      amount,
      exchangePassword: member.exchangePassword,
      now: t.clock(),
    });
    if (applied.status !== 'success') throw new Error(`withdraw not applied: ${applied.status}`);
    return { memberId: member.id, requestId: applied.id };
  }

  describe('deposits', () => {
    it('take moves waiting to taken once; a second take is already', async () => {
      const { requestId } = await waitingDeposit();
      const first = await takeRequest(db(), { kind: 'deposit', ...act(requestId) });
      expect(first).toMatchObject({ status: 'success', request: { state: 'taken', staffId } });
      expect(await takeRequest(db(), { kind: 'deposit', ...act(requestId) })).toMatchObject({
        status: 'already',
        request: { state: 'taken' },
      });
    });

    it('complete credits the cash once, records the entry, and a second complete is already', async () => {
      const { memberId, requestId } = await waitingDeposit(100_000);
      await takeRequest(db(), { kind: 'deposit', ...act(requestId) });
      const first = await completeDeposit(db(), act(requestId, '입금 확인'));
      expect(first).toMatchObject({ status: 'success', request: { state: 'completed', memo: '입금 확인' } });
      const second = await completeDeposit(db(), act(requestId));
      expect(second).toMatchObject({ status: 'already', request: { state: 'completed' } });
      expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 100_000 });

      const entryId = first.status === 'not_found' ? 0 : (first.request.entryId ?? 0);
      const [entry] = await db().select().from(journalEntries).where(eq(journalEntries.id, entryId));
      expect(entry).toMatchObject({ kind: 'deposit', memberId, idempotencyKey: `deposit:${requestId}` });
    });

    it('two completions at once credit once', async () => {
      const { memberId, requestId } = await waitingDeposit(70_000);
      const results = await Promise.all([
        completeDeposit(db(), act(requestId)),
        completeDeposit(db(), act(requestId)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['already', 'success']);
      expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 70_000 });
    });

    it('cancel moves nothing, and cancel after complete is already', async () => {
      const cancelled = await waitingDeposit();
      expect(await cancelDeposit(db(), act(cancelled.requestId))).toMatchObject({
        status: 'success',
        request: { state: 'cancelled' },
      });
      expect(await completeDeposit(db(), act(cancelled.requestId))).toMatchObject({ status: 'already' });
      expect(await memberBalances(db(), cancelled.memberId)).toMatchObject({ cash: 0 });

      const completed = await waitingDeposit(40_000);
      await completeDeposit(db(), act(completed.requestId));
      expect(await cancelDeposit(db(), act(completed.requestId))).toMatchObject({
        status: 'already',
        request: { state: 'completed' },
      });
      expect(await memberBalances(db(), completed.memberId)).toMatchObject({ cash: 40_000 });
    });

    it('answers not_found for an unknown request', async () => {
      expect(await completeDeposit(db(), act(987_654))).toEqual({ status: 'not_found' });
      expect(await cancelDeposit(db(), act(987_654))).toEqual({ status: 'not_found' });
      expect(await takeRequest(db(), { kind: 'deposit', ...act(987_654) })).toEqual({ status: 'not_found' });
    });
  });

  describe('withdrawals', () => {
    it('complete pays the hold out to the cash desk; cash is unchanged', async () => {
      const { memberId, requestId } = await waitingWithdraw(100_000, 60_000);
      expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 40_000, hold: 60_000 });
      await takeRequest(db(), { kind: 'withdraw', ...act(requestId) });
      const done = await completeWithdraw(db(), act(requestId, '송금 완료'));
      expect(done).toMatchObject({
        status: 'success',
        request: { state: 'completed', completedAt: t.clock() },
      });
      expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 40_000, hold: 0 });
      expect(await completeWithdraw(db(), act(requestId))).toMatchObject({ status: 'already' });
      expect(await cancelWithdraw(db(), act(requestId))).toMatchObject({ status: 'already' });
      expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 40_000, hold: 0 });
    });

    it('cancel returns the hold to cash, once', async () => {
      const { memberId, requestId } = await waitingWithdraw(100_000, 60_000);
      const cancelled = await cancelWithdraw(db(), act(requestId));
      expect(cancelled).toMatchObject({
        status: 'success',
        request: { state: 'cancelled', completedAt: null },
      });
      expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 100_000, hold: 0 });
      expect(await cancelWithdraw(db(), act(requestId))).toMatchObject({ status: 'already' });
      expect(await completeWithdraw(db(), act(requestId))).toMatchObject({ status: 'already' });
      expect(await memberBalances(db(), memberId)).toMatchObject({ cash: 100_000, hold: 0 });
    });

    it('a completion racing a cancellation: exactly one lands', async () => {
      const { memberId, requestId } = await waitingWithdraw(100_000, 30_000);
      const results = await Promise.all([
        completeWithdraw(db(), act(requestId)),
        cancelWithdraw(db(), act(requestId)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['already', 'success']);
      const balances = await memberBalances(db(), memberId);
      expect(balances.hold).toBe(0);
      expect([70_000, 100_000]).toContain(balances.cash);
    });

    it('a new withdrawal can be applied once the last one is settled', async () => {
      const { memberId, requestId } = await waitingWithdraw(100_000, 30_000);
      const again = { member: standing(memberId), amount: 20_000, exchangePassword: '1234', now: t.clock() };
      expect(await applyWithdraw(db(), again)).toEqual({ status: 'wait' });
      await cancelWithdraw(db(), act(requestId));
      expect(await applyWithdraw(db(), again)).toMatchObject({ status: 'success', cash: 80_000 });
    });

    it('answers not_found for an unknown request', async () => {
      expect(await completeWithdraw(db(), act(987_654))).toEqual({ status: 'not_found' });
      expect(await cancelWithdraw(db(), act(987_654))).toEqual({ status: 'not_found' });
    });
  });

  it('leaves the ledger sound', async () => {
    await expectReconciled(db());
  });
});
