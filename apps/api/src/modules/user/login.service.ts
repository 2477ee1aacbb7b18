import type { TContentLanguage } from '@haneul/contract';
import { type Db, hashSecret, hashToken, newToken, verifySecret } from '@haneul/db';
import type { CallAnswer } from '../../lib/register-call.ts';
import { releaseAttempt, reserveAttempt, type FailureRule } from '../../lib/failure-throttle.queries.ts';
import { findCredentialsByUserId, markTemporaryPasswordUsed, updateLastLogin } from './member.queries.ts';
import { findMemberFields } from './member-view.queries.ts';
import { insertSession, revokeSession } from './session.queries.ts';
import { toUserFields } from './user-fields.ts';

/** docs/roles.md#sessions: a session lasts 8 hours. */
export const SESSION_MS = 28_800_000;
/** docs/roles.md#lockouts: 5 failures per id or 20 per address within 15 minutes lock it for 15 minutes. */
const WINDOW_MS = 15 * 60_000;
const rule = (key: string, limit: number, onSuccess: FailureRule['onSuccess']): FailureRule => ({
  key,
  limit,
  windowMs: WINDOW_MS,
  lockMs: WINDOW_MS,
  onSuccess,
});
const idRule = (userId: string) => rule(`id:${userId.toLowerCase()}`, 5, 'clear');
const ipRule = (ip: string) => rule(`ip:${ip}`, 20, 'refund');

/** Verified against when the id is unknown, so an unknown id costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashSecret('haneul-decoy-password'));

export interface LoginOptions {
  userId: string;
  password: string;
  /** The site's language; absent from a client that does not say, which keeps the last one. */
  language?: TContentLanguage | undefined;
  ip: string;
  userAgent: string;
  now: Date;
}

/**
 * Signs a member in. Unknown id and wrong password answer the same `pass`; the attempt is counted
 * against the id and the address before any password is checked, and a locked one answers `time`;
 * the password is checked before the account state, so a suspension is only revealed to someone
 * who knows the password. A temporary password that already signed in once answers `pass` like a
 * wrong one; its first sign-in opens a session that must change it (`mustChangePassword`).
 */
export async function loginMember(db: Db, options: LoginOptions): Promise<CallAnswer<'user-do-login'>> {
  const { now } = options;
  const reservation = await reserveAttempt(db, [idRule(options.userId), ipRule(options.ip)], now);
  if (reservation.status === 'time') return reservation;
  const member = await findCredentialsByUserId(db, options.userId);
  const valid = await verifySecret(member?.passwordHash ?? (await decoy()), options.password);
  if (!member || !valid || member.passwordTemporary === 'used') return { status: 'pass' };
  await releaseAttempt(db, reservation.held);
  if (member.state === 'suspended') return { status: 'blocked' };

  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.transaction(async (tx) => {
    await insertSession(tx, {
      tokenHash: hashToken(token),
      memberId: member.id,
      createdAt: now,
      expiresAt,
      ip: options.ip,
      userAgent: options.userAgent.slice(0, 300),
    });
    await updateLastLogin(tx, member.id, now, options.language);
    if (member.passwordTemporary === 'issued') await markTemporaryPasswordUsed(tx, member.id);
  });
  const fields = await findMemberFields(db, member.id);
  if (!fields) throw new Error('member vanished during sign-in');
  return {
    status: 'authenticated',
    token,
    expiresAt: expiresAt.toISOString(),
    user: toUserFields(fields),
    mustChangePassword: member.passwordTemporary !== null,
  };
}

export async function logoutMember(
  db: Db,
  options: { sessionId: number; now: Date },
): Promise<CallAnswer<'user-do-logout'>> {
  await revokeSession(db, options.sessionId, options.now);
  return { status: 'success' };
}
