import { type Db, hashSecret, hashToken, newToken, verifySecret } from '@haneul/db';
import { AppError, tooManyAttempts } from '@haneul/server-kit';
import { releaseAttempt, reserveAttempt, type FailureRule } from '../../../lib/failure-throttle.queries.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findStaffByLogin, insertStaffSession, type StaffRow } from './staff-auth.queries.ts';

/** Staff sessions last a working shift: 8 hours. */
export const STAFF_SESSION_MS = 8 * 3_600_000;

/**
 * The member sign-in's lockout (docs/roles.md#lockouts) with its own keys: 5 failures per login or 20 per
 * address within 15 minutes lock for 15 minutes. Wrong passwords and wrong codes both count.
 */
const WINDOW_MS = 15 * 60_000;
const rules = (login: string, ip: string): FailureRule[] => [
  {
    key: `staff-id:${login.toLowerCase()}`,
    limit: 5,
    windowMs: WINDOW_MS,
    lockMs: WINDOW_MS,
    onSuccess: 'clear',
  },
  { key: `staff-ip:${ip}`, limit: 20, windowMs: WINDOW_MS, lockMs: WINDOW_MS, onSuccess: 'refund' },
];

/** Verified against for an unknown login, so it costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashSecret('haneul-staff-decoy'));

export interface Attempt {
  loginId: string;
  password: string;
  ip: string;
  now: Date;
}

/**
 * Runs one staff sign-in step under the lockout. The attempt is counted against the login and the
 * address before the password is checked, so a burst tests no more passwords or codes than the
 * limit allows; a locked login or address answers 429 `time`. An unknown login, a wrong password
 * and a wrong code (the step answers null) answer the same 401 `pass` and stay counted. Whatever
 * else the step answers or throws (`enrol`, `blocked`, `already`), no secret was wrong, and the
 * attempt is released.
 */
export async function guardedStaffStep<T>(
  db: Db,
  attempt: Attempt,
  step: (account: StaffRow) => Promise<T | null>,
): Promise<T> {
  const reservation = await reserveAttempt(db, rules(attempt.loginId, attempt.ip), attempt.now);
  if (reservation.status === 'time') throw tooManyAttempts(reservation.retryAfter);
  const account = await findStaffByLogin(db, attempt.loginId);
  const valid = await verifySecret(account?.passwordHash ?? (await decoy()), attempt.password);
  if (!account || !valid) return refuse(db, attempt);
  let answer: T | null;
  try {
    answer = await step(account);
  } catch (error) {
    await releaseAttempt(db, reservation.held);
    throw error;
  }
  if (answer === null) return refuse(db, attempt);
  await releaseAttempt(db, reservation.held);
  return answer;
}

/**
 * Audits a failed sign-in, then answers 401 `pass`. The row holds the id as typed and the address,
 * never which factor failed nor whether the id exists: the answer and the row are the same for an
 * unknown id, a wrong password and a wrong code, so neither tells an account apart. Only attempts
 * that tested a secret are recorded; a locked one (429) is not, so the lockout also bounds how
 * many rows a guesser can write.
 */
async function refuse(db: Db, attempt: Attempt): Promise<never> {
  await recordAudit(
    db,
    { staffId: null, ip: attempt.ip, now: attempt.now },
    { action: 'auth.login_failed', targetType: 'staff_login', targetId: attempt.loginId },
  );
  throw new AppError('pass', 401);
}

/** Refuses a disabled account; only said to someone who passed both factors. */
export function assertActive(account: StaffRow): void {
  if (account.state !== 'active') throw new AppError('blocked', 403);
}

/**
 * Opens a session inside the sign-in's transaction: the session stored by its hash, and the
 * sign-in audited. Answers the token once; it is never stored.
 */
export async function openStaffSession(tx: Db, account: StaffRow, attempt: Attempt, action: string) {
  const token = newToken();
  const expiresAt = new Date(attempt.now.getTime() + STAFF_SESSION_MS);
  const sessionId = await insertStaffSession(tx, {
    tokenHash: hashToken(token),
    staffId: account.id,
    createdAt: attempt.now,
    expiresAt,
    ip: attempt.ip,
  });
  await recordAudit(
    tx,
    { staffId: account.id, ip: attempt.ip, now: attempt.now },
    {
      action,
      targetType: 'staff_session',
      targetId: sessionId,
      after: { expiresAt: expiresAt.toISOString() },
    },
  );
  return {
    status: 'success' as const,
    token,
    expiresAt: expiresAt.toISOString(),
    staff: { id: account.id, login: account.login, role: account.role },
  };
}
