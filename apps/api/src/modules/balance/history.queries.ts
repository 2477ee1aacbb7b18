import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  depositRequests,
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  withdrawRequests,
  type Db,
} from '@haneul/db';
import type { DepositRequest, WithdrawRequest } from './requests.queries.ts';

/** A slice of a list, 0-based offset; `total` counts the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export async function pageDeposits(
  db: Db,
  memberId: number,
  { limit, offset }: PageWindow,
): Promise<Page<DepositRequest>> {
  // What the member deleted from their list is gone from it (the back office still lists it).
  const mine = and(eq(depositRequests.memberId, memberId), isNull(depositRequests.memberHiddenAt));
  const items = await db
    .select()
    .from(depositRequests)
    .where(mine)
    .orderBy(desc(depositRequests.id))
    .limit(limit)
    .offset(offset);
  const [row] = await db.select({ n: count() }).from(depositRequests).where(mine);
  return { items, total: row?.n ?? 0 };
}

export async function pageWithdrawals(
  db: Db,
  memberId: number,
  { limit, offset }: PageWindow,
): Promise<Page<WithdrawRequest>> {
  const mine = and(eq(withdrawRequests.memberId, memberId), isNull(withdrawRequests.memberHiddenAt));
  const items = await db
    .select()
    .from(withdrawRequests)
    .where(mine)
    .orderBy(desc(withdrawRequests.id))
    .limit(limit)
    .offset(offset);
  const [row] = await db.select({ n: count() }).from(withdrawRequests).where(mine);
  return { items, total: row?.n ?? 0 };
}

/** One posting on a member account, with its entry's kind and time. */
export interface Movement {
  id: number;
  kind: (typeof journalEntries.$inferSelect)['kind'];
  amount: number;
  createdAt: Date;
}

/** The postings on the member's account of `kind`, newest first. */
export async function pageMovements(
  db: Db,
  memberId: number,
  kind: 'cash' | 'comp',
  { limit, offset }: PageWindow,
): Promise<Page<Movement>> {
  const account = and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind));
  const items = await db
    .select({
      id: ledgerPostings.id,
      kind: journalEntries.kind,
      amount: ledgerPostings.amount,
      createdAt: journalEntries.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .where(account)
    .orderBy(desc(ledgerPostings.id))
    .limit(limit)
    .offset(offset);
  const [row] = await db
    .select({ n: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(account);
  return { items, total: row?.n ?? 0 };
}
