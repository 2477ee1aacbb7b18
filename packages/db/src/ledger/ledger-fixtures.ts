import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createTestMember } from '../testing/member-factory.ts';
import { houseAccountId, openMemberAccounts } from './accounts.ts';
import { postEntry } from './post-entry.ts';
import { memberId, type AccountId, type MemberId } from './units.ts';

/** Test helpers for the ledger's own tests: a bare member with open accounts, and funding. */

/** A member with cash, comp and hold accounts (the shared factory's, without hashing: no sign-in). */
export async function createLedgerMember(
  db: Db,
): Promise<{ memberId: MemberId; cash: AccountId; comp: AccountId; hold: AccountId }> {
  const { id } = await createTestMember(db, {}, { accounts: false, secretHash: 'unused' });
  const member = memberId(id);
  return { memberId: member, ...(await openMemberAccounts(db, member)) };
}

/** Credits `amount` to a member account from the house cash desk, as a completed deposit would. */
export async function fundAccount(
  db: Db,
  memberId: number,
  accountId: number,
  amount: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const desk = await houseAccountId(tx, 'house_cash_desk');
    await postEntry(tx, {
      kind: 'deposit',
      memberId,
      postings: [
        { accountId: desk, amount: -amount },
        { accountId, amount },
      ],
    });
  });
}

/** How many journal entries exist: refused entries must leave this unchanged. */
export async function countEntries(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from journal_entries`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The sum of an account's postings, which must always equal its stored member balance. */
export async function postedSum(db: Db, accountId: number): Promise<number> {
  const result = await db.execute<{ n: string }>(
    sql`select coalesce(sum(amount), 0)::text as n from ledger_postings where account_id = ${accountId}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
