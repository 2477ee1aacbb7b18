import { houseAccountId, memberAccountId } from '../ledger/accounts.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { depositRequests } from '../schema/index.ts';
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
 * Gives the demo members their money the only way money moves: through `postEntry`, from the
 * house cash desk (as completed deposit requests, so /deposit shows a history) and from house comp.
 */
export async function seedMoney(ctx: SeedContext, ids: SeededMembers, staff: SeededStaff): Promise<void> {
  const { tx, now } = ctx;
  const desk = await houseAccountId(tx, 'house_cash_desk');
  for (const [index, { userId, amount, depositor, days }] of DEPOSITS.entries()) {
    const memberId = ids[userId];
    const cash = await memberAccountId(tx, memberId, 'cash');
    const at = daysAgo(now, days);
    const { entryId } = await postEntry(tx, {
      kind: 'deposit',
      memberId,
      idempotencyKey: `seed:deposit:${index + 1}`,
      memo: `입금 승인 (${depositor})`,
      createdAt: at,
      postings: [
        { accountId: desk, amount: -amount },
        { accountId: cash, amount },
      ],
    });
    await tx.insert(depositRequests).values({
      memberId,
      amount,
      depositorName: depositor,
      state: 'completed',
      staffId: staff.operator,
      entryId,
      createdAt: daysAgo(now, days, 1),
      updatedAt: at,
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
  const houseComp = await houseAccountId(tx, 'house_comp');
  const comp = await memberAccountId(tx, ids.demo01, 'comp');
  await postEntry(tx, {
    kind: 'comp_accrual',
    memberId: ids.demo01,
    idempotencyKey: 'seed:comp:demo01',
    memo: '슬롯 롤링 콤프 적립',
    createdAt: daysAgo(now, 1),
    postings: [
      { accountId: houseComp, amount: -DEMO01_COMP },
      { accountId: comp, amount: DEMO01_COMP },
    ],
  });
}
