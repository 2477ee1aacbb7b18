import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { loginFailures, type Db } from '@haneul/db';

/**
 * Failure counters in the database (`login_failures`), shared by every API instance: sign-in per id
 * and per address, and the secrets a signed-in member types (login and exchange passwords).
 */

/** A timestamp parameter typed explicitly, so both drivers compare it as timestamptz. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The latest lock among the keys that is still in force, if any. */
export async function findActiveLock(db: Db, keys: string[], now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: max(loginFailures.lockedUntil) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.lockedUntil, now)));
  return row?.until ?? undefined;
}

export interface FailureRule {
  key: string;
  /** Failures within `windowMs` that lock the key. */
  limit: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Counts one failure for a key in a single upsert, so concurrent failures on several API
 * instances all count. The window is fixed from its first failure; a failure after the window
 * starts a new one (and forgets an expired lock); reaching the limit locks the key.
 */
export async function recordFailure(db: Db, rule: FailureRule, now: Date): Promise<void> {
  const windowOpen = sql`${loginFailures.windowStart} > ${at(new Date(now.getTime() - rule.windowMs))}`;
  const failures = sql`(case when ${windowOpen} then ${loginFailures.failures} + 1 else 1 end)`;
  const lockEnd = new Date(now.getTime() + rule.lockMs);
  await db
    .insert(loginFailures)
    .values({ key: rule.key, failures: 1, windowStart: now, lockedUntil: rule.limit <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures,
        windowStart: sql`case when ${windowOpen} then ${loginFailures.windowStart} else ${at(now)} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.limit} then ${at(lockEnd)}
          when ${windowOpen} then ${loginFailures.lockedUntil} else null end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
