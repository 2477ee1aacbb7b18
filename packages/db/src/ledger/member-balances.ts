import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ledgerAccounts } from '../schema/index.ts';

/** A member's money by account kind, in whole won. */
export interface MemberBalances {
  cash: number;
  comp: number;
  /** Withdrawals applied for and not yet paid or cancelled. */
  hold: number;
  /** Agent commission not yet paid out (agents only; 0 for everyone else). */
  commission: number;
  /** The sum over the member's transfer-wallet game accounts. */
  game: number;
  /** Points (포인트), granted in events and converted to cash. */
  point: number;
}

/** A member's balances; kinds the member has no account for read as 0. */
export async function memberBalances(db: Db, memberId: number): Promise<MemberBalances> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId))
    .groupBy(ledgerAccounts.kind);
  const result: MemberBalances = { cash: 0, comp: 0, hold: 0, commission: 0, game: 0, point: 0 };
  for (const { kind, total } of rows) {
    if (kind in result) result[kind as keyof MemberBalances] = total;
  }
  return result;
}
