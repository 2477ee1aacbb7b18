import type { Db } from '@haneul/db';
import { releaseAttempt, reserveAttempt, type FailureRule } from './failure-throttle.queries.ts';

export type GuardedCheck = { status: 'ok' } | { status: 'wrong' } | { status: 'time'; retryAfter: number };

/**
 * A secret a signed-in member types (the 4-digit exchange password above all) may be guessed from
 * a stolen session: 5 wrong within 15 minutes lock that check for 15 minutes. Kept apart from the
 * sign-in counters, so a guesser cannot lock the real member out of signing in.
 */
export function memberSecretRule(purpose: 'password' | 'exchange', memberId: number): FailureRule {
  return {
    key: `${purpose}:${memberId}`,
    limit: 5,
    windowMs: 15 * 60_000,
    lockMs: 15 * 60_000,
    onSuccess: 'clear',
  };
}

/**
 * Runs `verify` only on an attempt the rule's key could count; a wrong secret keeps its attempt
 * counted, a right one clears the count.
 */
export async function checkGuardedSecret(
  db: Db,
  options: { rule: FailureRule; now: Date; verify: () => Promise<boolean> },
): Promise<GuardedCheck> {
  const reservation = await reserveAttempt(db, [options.rule], options.now);
  if (reservation.status === 'time') return reservation;
  if (!(await options.verify())) return { status: 'wrong' };
  await releaseAttempt(db, reservation.held);
  return { status: 'ok' };
}
