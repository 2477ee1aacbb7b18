import { and, eq, gt, sql } from 'drizzle-orm';
import { loginFailures, type Db } from '@haneul/db';

/**
 * Attempt counters in the database (`login_failures`), shared by every API instance: sign-in per id
 * and per address, and the secrets a signed-in member types (login and exchange passwords).
 *
 * An attempt is counted before its secret is checked (docs/roles.md#lockouts): counting after the check let
 * a burst of concurrent guesses all pass the lock check before the first failure was written.
 */

export interface FailureRule {
  key: string;
  /** Attempts within `windowMs` that lock the key. */
  limit: number;
  windowMs: number;
  lockMs: number;
  /**
   * What a right secret does to the count: `clear` forgets it (the key is one account's), `refund`
   * takes back only its own attempt (an address many members share: one member's right password
   * must not wipe the guesses made at other accounts from there).
   */
  onSuccess: 'clear' | 'refund';
}

/** The attempts a check holds: each key with the window it was counted in. */
export type HeldAttempt = { rule: FailureRule; windowStart: Date }[];

export type Reservation = { status: 'ok'; held: HeldAttempt } | { status: 'time'; retryAfter: number };

/** A timestamp parameter typed explicitly, so both drivers compare it as timestamptz. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Thrown inside the reservation's transaction to undo the keys already counted. */
class Locked extends Error {
  constructor(readonly until: Date) {
    super('locked');
  }
}

/**
 * Counts one attempt against every rule's key, all or none, and answers whether it may go on to
 * check the secret. A key is locked from the attempt that reaches its limit until `lockMs` later.
 * Keys are taken in one order, so concurrent reservations of overlapping keys cannot deadlock.
 */
export async function reserveAttempt(db: Db, rules: FailureRule[], now: Date): Promise<Reservation> {
  const ordered = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    const held = await db.transaction(async (tx) => {
      const counted: HeldAttempt = [];
      let lockedUntil: Date | undefined;
      for (const rule of ordered) {
        const windowStart = await countAttempt(tx, rule, now);
        if (windowStart) counted.push({ rule, windowStart });
        else lockedUntil = maxDate(lockedUntil, await lockEnd(tx, rule.key, now));
      }
      if (lockedUntil) throw new Locked(lockedUntil);
      return counted;
    });
    return { status: 'ok', held };
  } catch (error) {
    if (!(error instanceof Locked)) throw error;
    return { status: 'time', retryAfter: Math.ceil((error.until.getTime() - now.getTime()) / 1000) };
  }
}

/**
 * One statement that checks and counts: the upsert updates the row only while no lock is in force
 * (PostgreSQL re-reads a concurrently updated row under its lock before deciding), so exactly
 * `limit` attempts get through. Answers the attempt's window start, or nothing when locked.
 */
async function countAttempt(db: Db, rule: FailureRule, now: Date): Promise<Date | undefined> {
  const windowOpen = sql`${loginFailures.windowStart} > ${at(new Date(now.getTime() - rule.windowMs))}`;
  const attempts = sql`(case when ${windowOpen} then ${loginFailures.failures} + 1 else 1 end)`;
  const lockUntil = new Date(now.getTime() + rule.lockMs);
  const [row] = await db
    .insert(loginFailures)
    .values({ key: rule.key, failures: 1, windowStart: now, lockedUntil: rule.limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: attempts,
        windowStart: sql`case when ${windowOpen} then ${loginFailures.windowStart} else ${at(now)} end`,
        lockedUntil: sql`case when ${attempts} >= ${rule.limit} then ${at(lockUntil)} else null end`,
      },
      setWhere: sql`${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= ${at(now)}`,
    })
    .returning({ windowStart: loginFailures.windowStart });
  return row?.windowStart;
}

/** The lock that refused an attempt; a right secret may have lifted it since, then `now`. */
async function lockEnd(db: Db, key: string, now: Date): Promise<Date> {
  const [row] = await db
    .select({ until: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.lockedUntil, now)));
  return row?.until ?? now;
}

const maxDate = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

/** The secret was right: each key forgets its count or takes back this attempt (`onSuccess`). */
export async function releaseAttempt(db: Db, held: HeldAttempt): Promise<void> {
  for (const { rule, windowStart } of held) {
    if (rule.onSuccess === 'clear') {
      await db.delete(loginFailures).where(eq(loginFailures.key, rule.key));
      continue;
    }
    // Only within the window the attempt was counted in; dropping under the limit lifts the lock.
    const remaining = sql`${loginFailures.failures} - 1`;
    await db
      .update(loginFailures)
      .set({
        failures: remaining,
        lockedUntil: sql`case when ${remaining} < ${rule.limit} then null else ${loginFailures.lockedUntil} end`,
      })
      .where(
        and(
          eq(loginFailures.key, rule.key),
          sql`${loginFailures.windowStart} = ${at(windowStart)}`,
          gt(loginFailures.failures, 0),
        ),
      );
  }
}
