import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { depositRequests, memberBalances, withdrawRequests, type Db } from '@haneul/db';
import {
  createTestMember,
  createTestStaff,
  expectReconciled,
  fundTestMember,
  TEST_ENGINES,
} from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyDeposit } from './deposit.service.ts';
import type { RequestState } from './requests.queries.ts';
import {
  cancelDeposit,
  cancelWithdraw,
  completeDeposit,
  completeWithdraw,
  takeRequest,
} from './requests.service.ts';
import { applyWithdraw } from './withdraw.service.ts';

type Kind = 'deposit' | 'withdraw';
type Command =
  | { type: 'apply'; kind: Kind; amount: number }
  | { type: 'take' | 'complete' | 'cancel'; kind: Kind; pick: number };

const kindArb = fc.constantFrom<Kind>('deposit', 'withdraw');
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('apply' as const),
    kind: kindArb,
    amount: fc.integer({ min: 10, max: 400 }).map((k) => k * 1_000),
  }),
  fc.record({
    type: fc.constantFrom('take' as const, 'complete' as const, 'cancel' as const),
    kind: kindArb,
    pick: fc.nat(),
  }),
);

/** What the books should say: the model the services are checked against after every step. */
interface Model {
  cash: number;
  hold: number;
  paid: number;
  credited: number;
  requests: Record<Kind, { id: number; amount: number; state: RequestState }[]>;
}

const isPending = (state: RequestState) => state === 'waiting' || state === 'taken';

const settlements = {
  deposit: { complete: completeDeposit, cancel: cancelDeposit },
  withdraw: { complete: completeWithdraw, cancel: cancelWithdraw },
};

/** The member's requests as stored: the invariants are checked on the database, not on the model. */
async function storedRequests(db: Db, memberId: number) {
  const deposits = await db.select().from(depositRequests).where(eq(depositRequests.memberId, memberId));
  const withdrawals = await db.select().from(withdrawRequests).where(eq(withdrawRequests.memberId, memberId));
  const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);
  return {
    credited: total(deposits.filter((r) => r.state === 'completed')),
    paid: total(withdrawals.filter((r) => r.state === 'completed')),
    pendingDeposits: deposits.filter((r) => isPending(r.state)).length,
    pendingWithdrawals: withdrawals.filter((r) => isPending(r.state)).length,
  };
}

describe.each(TEST_ENGINES)('deposit and withdraw state machine on %s', (engine) => {
  let t: TestApp;
  let staffId: number;
  const db = (): Db => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    staffId = (await createTestStaff(db())).id;
  });
  afterAll(async () => {
    await t.destroy();
  });

  /** Runs one command against the services and the model; returns [actual, expected] statuses. */
  async function step(memberId: number, model: Model, command: Command): Promise<[string, string]> {
    const now = t.clock();
    const list = model.requests[command.kind];
    const member = { memberId, state: 'active' as const, excludedUntil: null };
    if (command.type === 'apply') {
      const { amount } = command;
      const result =
        command.kind === 'deposit'
          ? await applyDeposit(db(), { member, amount, depositorName: 'P', now })
          : await applyWithdraw(db(), { member, amount, exchangePassword: '1234', now });
      let expected = 'success';
      if (list.some((r) => isPending(r.state))) expected = 'wait';
      else if (command.kind === 'withdraw' && amount > model.cash) expected = 'balance';
      if (result.status === 'success') {
        list.push({ id: result.id, amount, state: 'waiting' });
        if (command.kind === 'withdraw')
          [model.cash, model.hold] = [model.cash - amount, model.hold + amount];
      }
      return [result.status, expected];
    }
    const request = list[command.pick % Math.max(list.length, 1)];
    if (!request) return ['skip', 'skip'];
    const action = { requestId: request.id, staffId, now };
    const from = command.type === 'take' ? request.state === 'waiting' : isPending(request.state);
    const result =
      command.type === 'take'
        ? await takeRequest(db(), { ...action, kind: command.kind })
        : await settlements[command.kind][command.type](db(), action);
    if (result.status === 'success') {
      const to = ({ take: 'taken', complete: 'completed', cancel: 'cancelled' } as const)[command.type];
      request.state = to;
      if (to === 'completed' && command.kind === 'deposit')
        [model.cash, model.credited] = [model.cash + request.amount, model.credited + request.amount];
      if (to === 'completed' && command.kind === 'withdraw')
        [model.hold, model.paid] = [model.hold - request.amount, model.paid + request.amount];
      if (to === 'cancelled' && command.kind === 'withdraw')
        [model.hold, model.cash] = [model.hold - request.amount, model.cash + request.amount];
    }
    return [result.status, from ? 'success' : 'already'];
  }

  it('random apply/take/complete/cancel sequences keep the books and the one-pending rule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 500 }).map((k) => k * 1_000),
        fc.array(commandArb, { minLength: 1, maxLength: 24, size: 'max' }),
        async (funded, commands) => {
          const { id } = await createTestMember(db());
          if (funded > 0) await fundTestMember(db(), id, funded);
          const model: Model = {
            cash: funded,
            hold: 0,
            paid: 0,
            credited: 0,
            requests: { deposit: [], withdraw: [] },
          };
          for (const command of commands) {
            const [actual, expected] = await step(id, model, command);
            expect({ command, status: actual }).toEqual({ command, status: expected });
            const balances = await memberBalances(db(), id);
            const stored = await storedRequests(db(), id);
            expect(balances.cash + balances.hold + stored.paid).toBe(funded + stored.credited);
            expect(stored.pendingDeposits).toBeLessThanOrEqual(1);
            expect(stored.pendingWithdrawals).toBeLessThanOrEqual(1);
            expect({ cash: balances.cash, hold: balances.hold }).toEqual({
              cash: model.cash,
              hold: model.hold,
            });
          }
        },
      ),
      { numRuns: 60 },
    );
    await expectReconciled(db());
  }, 300_000);
});
