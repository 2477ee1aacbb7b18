import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { members } from '../schema/index.ts';
import { houseAccountId, openMemberAccounts } from './accounts.ts';
import { postEntry } from './post-entry.ts';
import { memberId, type AccountId, type MemberId } from './units.ts';

/** Test helpers for the ledger's own tests: a bare member with open accounts, and funding. */
let counter = 0;

/** A member with cash, comp and hold accounts; the password hashes are placeholders (no sign-in). */
export async function createLedgerMember(
  db: Db,
): Promise<{ memberId: MemberId; cash: AccountId; comp: AccountId; hold: AccountId }> {
  counter += 1;
  const tag = `${process.pid.toString(36)}${counter}`;
  const [row] = await db
    .insert(members)
    .values({
      userId: `ledger${tag}`,
      nick: `장부${tag}`,
      passwordHash: 'unused',
      exchangePasswordHash: 'unused',
      phone: '010-0000-0000',
      bankName: '국민은행',
      bankOwner: '홍길동',
      bankNumber: '000-000-000000',
      birthDate: '1990-01-01',
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  const id = memberId(row.id);
  return { memberId: id, ...(await openMemberAccounts(db, id)) };
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
