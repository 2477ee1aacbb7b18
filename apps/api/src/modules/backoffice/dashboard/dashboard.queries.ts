import { and, count, countDistinct, eq, gt, inArray, isNull } from 'drizzle-orm';
import { depositRequests, helpTickets, sessions, withdrawRequests, type Db } from '@haneul/db';

/** Members with a live session: not revoked, not expired. */
export async function countOnline(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(sessions.memberId) })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}

/** What waits for staff right now: pending deposits and withdrawals, open tickets. */
export async function countQueues(db: Db) {
  const pending = ['waiting', 'taken'] as const;
  const [deposits] = await db
    .select({ n: count() })
    .from(depositRequests)
    .where(inArray(depositRequests.state, pending));
  const [withdrawals] = await db
    .select({ n: count() })
    .from(withdrawRequests)
    .where(inArray(withdrawRequests.state, pending));
  const [tickets] = await db.select({ n: count() }).from(helpTickets).where(eq(helpTickets.state, 'open'));
  return {
    pendingDeposits: deposits?.n ?? 0,
    pendingWithdrawals: withdrawals?.n ?? 0,
    openTickets: tickets?.n ?? 0,
  };
}
