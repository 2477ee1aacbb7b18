import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** What `checkLedger` found wrong; all zero means the books are sound. */
export interface LedgerCheck {
  /** Entries whose postings do not sum to zero or that have fewer than two postings. */
  unbalancedEntries: number;
  /** Member accounts whose balance differs from the sum of their postings, and house accounts not at 0. */
  mismatchedAccounts: number;
  /** Member accounts below zero. */
  negativeAccounts: number;
}

/**
 * Proves the ledger from scratch: every rule the triggers enforce is recomputed from the postings.
 * Reads every posting; meant for the reconciliation (`db:check`) and tests, not for request paths.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const unbalanced = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
      from journal_entries e
      left join (select entry_id, count(*) as postings, sum(amount) as total
                   from ledger_postings group by entry_id) p on p.entry_id = e.id
     where coalesce(p.postings, 0) < 2 or p.total <> 0`);
  const mismatched = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
      from ledger_accounts a
      left join (select account_id, sum(amount) as total
                   from ledger_postings group by account_id) p on p.account_id = a.id
     where (a.member_id is not null and a.balance <> coalesce(p.total, 0))
        or (a.member_id is null and a.balance <> 0)`);
  const negative = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_accounts where member_id is not null and balance < 0`);
  return {
    unbalancedEntries: countOf(unbalanced.rows),
    mismatchedAccounts: countOf(mismatched.rows),
    negativeAccounts: countOf(negative.rows),
  };
}

function countOf(rows: { n: number }[]): number {
  return Number(rows[0]?.n ?? 0);
}
