import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, members, type Db } from '@haneul/db';

/**
 * Locks the member's cash account (the lock the ledger takes to move it, taken first) and answers
 * whether the member has a loss, wager or session limit: the check that follows is then decided
 * against everything their earlier bets wrote, as the wallet decides a bet.
 */
export async function lockForLimits(tx: Db, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ has: members.hasPlayLimits })
    .from(ledgerAccounts)
    .innerJoin(members, eq(members.id, ledgerAccounts.memberId))
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'cash'),
        eq(ledgerAccounts.providerCode, ''),
      ),
    )
    .for('update', { of: ledgerAccounts });
  return row?.has ?? false;
}

/** The database's rule for the wallet's bets (sql/functions/play_limit_reached.sql), for a sport stake. */
export async function playLimitReached(
  tx: Db,
  { memberId, amount, now }: { memberId: number; amount: number; now: Date },
): Promise<boolean> {
  const { rows } = await tx.execute<{ reached: boolean }>(
    sql`select play_limit_reached(${memberId}, ${amount}, ${now.toISOString()}::timestamptz) as reached`,
  );
  return rows[0]?.reached === true;
}

/** A stake or a win counted against the member's limits (sql/functions/play_usage_add.sql). */
export async function addPlayUsage(
  tx: Db,
  { memberId, at, wagered, won }: { memberId: number; at: Date; wagered: number; won: number },
): Promise<void> {
  await tx.execute(
    sql`select play_usage_add(${memberId}, ${at.toISOString()}::timestamptz, ${wagered}, ${won}, 0)`,
  );
}

/** Of these members, those with a loss, wager or session limit (their stakes and wins are counted). */
export async function membersWithPlayLimits(tx: Db, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, [...memberIds]), eq(members.hasPlayLimits, true)));
  return new Set(rows.map((row) => row.id));
}
