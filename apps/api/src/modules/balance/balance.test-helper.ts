import { count, eq } from 'drizzle-orm';
import {
  depositRequests,
  journalEntries,
  memberBalances,
  settings,
  withdrawRequests,
  type Db,
} from '@haneul/db';

/** Everything a refused call must leave untouched: balances, requests and journal entries. */
export async function moneySnapshot(db: Db, memberId: number) {
  const [deposits] = await db
    .select({ n: count() })
    .from(depositRequests)
    .where(eq(depositRequests.memberId, memberId));
  const [withdrawals] = await db
    .select({ n: count() })
    .from(withdrawRequests)
    .where(eq(withdrawRequests.memberId, memberId));
  const [entries] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.memberId, memberId));
  return {
    balances: await memberBalances(db, memberId),
    deposits: deposits?.n ?? 0,
    withdrawals: withdrawals?.n ?? 0,
    entries: entries?.n ?? 0,
  };
}

/** Overrides one operator setting (the defaults live in @haneul/db's settings.ts). */
export async function setSetting(db: Db, key: string, value: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
