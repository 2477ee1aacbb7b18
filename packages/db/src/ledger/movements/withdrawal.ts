import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { ledgerAccounts } from '../../schema/index.ts';
import { houseAccountId, memberAccountIds } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import { won, type AccountId, type EntryId, type MemberId, type Won } from '../units.ts';

/** The member accounts a withdrawal moves, locked for the rest of the transaction. */
export interface LockedWithdrawal {
  memberId: MemberId;
  cash: AccountId;
  hold: AccountId;
}

/**
 * Locks the member accounts a withdrawal movement touches (ascending id, the order the ledger
 * locks in): cash and hold to hold or release, the hold alone to pay out. Every withdrawal path
 * takes these locks BEFORE it touches a withdraw request row, so no two of them can wait on each
 * other in a cycle; the movements below take the lock's answer, so none can skip it.
 */
export async function lockWithdrawalAccounts(
  tx: Db,
  memberId: MemberId,
  movement: 'hold' | 'pay' | 'release',
): Promise<LockedWithdrawal> {
  const { cash, hold } = await memberAccountIds(tx, memberId, ['cash', 'hold']);
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, movement === 'pay' ? [hold] : [cash, hold]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return { memberId, cash, hold };
}

/** A withdrawal applied for: the amount leaves the member's cash for their hold at once. */
export async function holdWithdrawal(
  tx: Db,
  locked: LockedWithdrawal,
  amount: Won,
): Promise<{ entryId: EntryId; cash: Won }> {
  const { entryId, balances } = await postEntry(tx, {
    kind: 'withdraw_hold',
    memberId: locked.memberId,
    postings: [
      { accountId: locked.cash, amount: -amount },
      { accountId: locked.hold, amount },
    ],
  });
  return { entryId, cash: balances.get(locked.cash) ?? won(0) };
}

/** What ends a withdrawal: the request and its held amount. */
export interface WithdrawalEnd {
  requestId: number;
  amount: Won;
  memo?: string;
}

/**
 * A withdrawal paid out: the held amount leaves the hold for the house cash desk. Pay and release
 * share the key `withdraw:<request>`, so at most one of them ever lands for a request.
 */
export async function payWithdrawal(
  tx: Db,
  locked: LockedWithdrawal,
  end: WithdrawalEnd,
): Promise<{ entryId: EntryId }> {
  return endWithdrawal(tx, locked, end, 'withdraw_pay', await houseAccountId(tx, 'house_cash_desk'));
}

/** A withdrawal cancelled: the held amount goes back to the member's cash (same key as paying). */
export function releaseWithdrawal(
  tx: Db,
  locked: LockedWithdrawal,
  end: WithdrawalEnd,
): Promise<{ entryId: EntryId }> {
  return endWithdrawal(tx, locked, end, 'withdraw_release', locked.cash);
}

async function endWithdrawal(
  tx: Db,
  locked: LockedWithdrawal,
  { requestId, amount, memo = '' }: WithdrawalEnd,
  kind: 'withdraw_pay' | 'withdraw_release',
  to: AccountId,
): Promise<{ entryId: EntryId }> {
  const { entryId } = await postEntry(tx, {
    kind,
    memberId: locked.memberId,
    idempotencyKey: `withdraw:${requestId}`,
    memo,
    postings: [
      { accountId: locked.hold, amount: -amount },
      { accountId: to, amount },
    ],
  });
  return { entryId };
}
