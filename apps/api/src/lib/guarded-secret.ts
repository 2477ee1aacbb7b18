import type { Db } from '@haneul/db';
import {
  clearFailures,
  findActiveLock,
  recordFailure,
  type FailureRule,
} from './failure-throttle.queries.ts';

export type GuardedCheck = { status: 'ok' } | { status: 'wrong' } | { status: 'time'; retryAfter: number };

/**
 * A secret a signed-in member types (the 4-digit exchange password above all) may be guessed from
 * a stolen session: 5 wrong within 15 minutes lock that check for 15 minutes. Kept apart from the
 * sign-in counters, so a guesser cannot lock the real member out of signing in.
 */
export function memberSecretRule(purpose: 'password' | 'exchange', memberId: number): FailureRule {
  return { key: `${purpose}:${memberId}`, limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
}

/** Runs `verify` unless the rule's key is locked; counts a failure, clears the count on success. */
export async function checkGuardedSecret(
  db: Db,
  options: { rule: FailureRule; now: Date; verify: () => Promise<boolean> },
): Promise<GuardedCheck> {
  const { rule, now } = options;
  const lockedUntil = await findActiveLock(db, [rule.key], now);
  if (lockedUntil) {
    return { status: 'time', retryAfter: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) };
  }
  if (await options.verify()) {
    await clearFailures(db, rule.key);
    return { status: 'ok' };
  }
  await recordFailure(db, rule, now);
  return { status: 'wrong' };
}
