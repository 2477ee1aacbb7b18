import { grantReward } from '../ledger/movements/house-grants.ts';
import { memberId, won } from '../ledger/units.ts';
import { depositRequests } from '../schema/index.ts';
import { recordCompletedDeposit } from './completed-deposit.ts';
import { daysAgo, type SeedContext } from './seed-context.ts';
import type { SeededMembers } from './seed-members.ts';
import type { SeededStaff } from './seed-staff.ts';

/** Completed deposits that make up each demo balance: demo01 1,000,000 won, demo02 50,000 won. */
const DEPOSITS = [
  { userId: 'demo01', amount: 300_000, depositor: '김민준', days: 30 },
  { userId: 'demo01', amount: 700_000, depositor: '김민준', days: 6 },
  { userId: 'demo02', amount: 50_000, depositor: '이서연', days: 2 },
] as const;
/** demo01's comp, accrued from earlier play. */
const DEMO01_COMP = 25_000;

/**
 * Gives the demo members their money the only way money moves: through the ledger's movements,
 * from the house cash desk (as completed deposit requests, so /deposit shows a history) and from
 * house comp.
 */
export async function seedMoney(ctx: SeedContext, ids: SeededMembers, staff: SeededStaff): Promise<void> {
  const { tx, now } = ctx;
  for (const { userId, amount, depositor, days } of DEPOSITS) {
    await recordCompletedDeposit(tx, {
      memberId: memberId(ids[userId]),
      amount: won(amount),
      depositorName: depositor,
      staffId: staff.operator,
      memo: `입금 승인 (${depositor})`,
      requestedAt: daysAgo(now, days, 1),
      completedAt: daysAgo(now, days),
    });
  }
  // A cancelled request too: the history shows every status label.
  await tx.insert(depositRequests).values({
    memberId: ids.demo01,
    amount: 100_000,
    depositorName: '김민준',
    state: 'cancelled',
    staffId: staff.operator,
    memo: '입금 미확인',
    createdAt: daysAgo(now, 14, 2),
    updatedAt: daysAgo(now, 14),
  });
  await grantReward(tx, {
    memberId: memberId(ids.demo01),
    account: 'comp',
    amount: won(DEMO01_COMP),
    memo: '슬롯 롤링 콤프 적립',
    createdAt: daysAgo(now, 1),
  });
}
