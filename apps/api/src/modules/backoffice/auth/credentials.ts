import { hashSecret, verifySecret, type Db } from '@haneul/db';
import { AppError } from '../../../lib/app-error.ts';
import {
  clearFailures,
  findActiveLock,
  recordFailure,
  type FailureRule,
} from '../../../lib/failure-throttle.queries.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findStaffByLogin, insertStaffSession, type StaffRow } from './staff-auth.queries.ts';

/** Staff sessions last a working shift: 8 hours. */
export const STAFF_SESSION_MS = 8 * 3_600_000;

/**
 * The member sign-in's lockout (PRODUCT.md §7) with its own keys: 5 failures per login or 20 per
 * address within 15 minutes lock for 15 minutes. Wrong passwords and wrong codes both count.
 */
const WINDOW_MS = 15 * 60_000;
const rules = (login: string, ip: string): FailureRule[] => [
  { key: `staff-id:${login.toLowerCase()}`, limit: 5, windowMs: WINDOW_MS, lockMs: WINDOW_MS },
  { key: `staff-ip:${ip}`, limit: 20, windowMs: WINDOW_MS, lockMs: WINDOW_MS },
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
 * The password half of every staff sign-in step. A locked login or address answers 429 `time`
 * before anything is checked; an unknown login and a wrong password answer the same 401 `pass`.
 */
export async function checkPassword(db: Db, attempt: Attempt): Promise<StaffRow> {
  const { now } = attempt;
  const keyed = rules(attempt.loginId, attempt.ip);
  const lockedUntil = await findActiveLock(
    db,
    keyed.map((rule) => rule.key),
    now,
  );
  if (lockedUntil) {
    const retryAfter = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
    throw new AppError('time', 429, { retryAfter });
  }
  const account = await findStaffByLogin(db, attempt.loginId);
  const valid = await verifySecret(account?.passwordHash ?? (await decoy()), attempt.password);
  if (!account || !valid) return failAttempt(db, attempt);
  return account;
}

/** Counts a failure against the login and the address, and answers `pass`. */
export async function failAttempt(db: Db, attempt: Attempt): Promise<never> {
  for (const rule of rules(attempt.loginId, attempt.ip)) await recordFailure(db, rule, attempt.now);
  throw new AppError('pass', 401);
}

/** Refuses a disabled account; only said to someone who passed both factors. */
export function assertActive(account: StaffRow): void {
  if (account.state !== 'active') throw new AppError('blocked', 403);
}

/**
 * Opens a session inside the sign-in's transaction: the failure count is cleared, the session
 * stored by its hash, and the sign-in audited. Answers the token once; it is never stored.
 */
export async function openStaffSession(tx: Db, account: StaffRow, attempt: Attempt, action: string) {
  const token = newToken();
  const expiresAt = new Date(attempt.now.getTime() + STAFF_SESSION_MS);
  const [idRule] = rules(attempt.loginId, attempt.ip);
  if (idRule) await clearFailures(tx, idRule.key);
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
