import { hashSecret, verifySecret, type Db } from '@haneul/db';
import { authRequired } from '../../lib/api-errors.ts';
import { checkGuardedSecret, memberSecretRule, type GuardedCheck } from '../../lib/guarded-secret.ts';
import { assertStrongPassword, MEMBER_PASSWORD_SCORE } from '../../lib/password-strength.ts';
import type { MemberCache } from '../../lib/member-cache.ts';
import type { CallAnswer } from '../../lib/register-call.ts';
import { findPasswordHash, updateExchangePasswordHash, updatePasswordHash } from './member.queries.ts';
import { findMemberFields, findMemberHealth, findMemberProfile } from './member-view.queries.ts';
import { revokeOtherSessions } from './session.queries.ts';
import { toUserFields } from './user-fields.ts';
import { tickSession } from '../protection/usage.queries.ts';

/**
 * Polled every 30 s by every signed-in member: the fields, balances and both counts, one query
 * when they changed since the last poll and none otherwise (lib/member-cache.ts). For a member with
 * a session-time (or loss, wager) limit it also counts the time signed in.
 */
export async function checkHealth(
  db: Db,
  cache: MemberCache,
  {
    memberId,
    sessionId,
    mustChangePassword,
    now,
  }: { memberId: number; sessionId: number; mustChangePassword: boolean; now: Date },
): Promise<CallAnswer<'user-health-check'>> {
  const health = await cache.read({
    slot: 'health',
    key: memberId,
    load: () => findMemberHealth(db, memberId),
    memberOf: (found) => (found ? memberId : null),
  });
  if (!health) throw authRequired();
  const { noteCount, helpCount, hasPlayLimits, ...fields } = health;
  if (hasPlayLimits) await tickSession(db, { memberId, sessionId, now });
  return {
    status: 'success',
    noteCount,
    helpCount,
    user: toUserFields(fields),
    mustChangePassword,
  };
}

export async function getMemberProfile(
  db: Db,
  { memberId }: { memberId: number },
): Promise<CallAnswer<'get-member'>> {
  const profile = await findMemberProfile(db, memberId);
  if (!profile) throw authRequired();
  const { birthDate, createdAt, agentCode, ...fields } = profile;
  return {
    status: 'success',
    member: {
      ...toUserFields(fields),
      birthDate,
      createdAt: createdAt.toISOString(),
      agentCode: agentCode ?? '',
    },
  };
}

export interface ChangePasswordOptions {
  memberId: number;
  sessionId: number;
  password: string;
  newPassword: string;
  now: Date;
}

/**
 * A new login password must be hard to guess, as at registration (scored against the member's id
 * and nick too); it signs out every other session, in case the old one had leaked.
 */
export async function changePassword(
  db: Db,
  options: ChangePasswordOptions,
): Promise<CallAnswer<'user-change-password'>> {
  const member = await findMemberFields(db, options.memberId);
  if (!member) throw authRequired();
  await assertStrongPassword({
    password: options.newPassword,
    related: [member.userId, member.nick],
    minimum: MEMBER_PASSWORD_SCORE,
    field: 'newPassword',
  });
  const check = await passwordCheck(db, options);
  if (check.status !== 'ok') return check.status === 'wrong' ? { status: 'pass' } : check;
  const passwordHash = await hashSecret(options.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, options.memberId, passwordHash);
    await revokeOtherSessions(tx, options.memberId, options.sessionId, options.now);
  });
  return { status: 'success' };
}

export interface ChangeExchangePasswordOptions {
  memberId: number;
  password: string;
  newExchangePassword: string;
  now: Date;
}

/** The withdrawal password is changed on proof of the login password. */
export async function changeExchangePassword(
  db: Db,
  options: ChangeExchangePasswordOptions,
): Promise<CallAnswer<'user-change-exchange-password'>> {
  const check = await passwordCheck(db, options);
  if (check.status !== 'ok') return check.status === 'wrong' ? { status: 'pass' } : check;
  await updateExchangePasswordHash(db, options.memberId, await hashSecret(options.newExchangePassword));
  return { status: 'success' };
}

/** The current login password, guarded against guessing from a stolen session. */
function passwordCheck(
  db: Db,
  { memberId, password, now }: { memberId: number; password: string; now: Date },
): Promise<GuardedCheck> {
  return checkGuardedSecret(db, {
    rule: memberSecretRule('password', memberId),
    now,
    verify: async () => {
      const hash = await findPasswordHash(db, memberId);
      return hash !== undefined && (await verifySecret(hash, password));
    },
  });
}
