import { hashSecret, memberId as toMemberId, openMemberAccounts, operatorDomains, type Db } from '@haneul/db';
import { invalidFields } from '@haneul/server-kit';
import { assertStrongPassword, MEMBER_PASSWORD_SCORE } from '../../lib/password-strength.ts';
import type { CallAnswer } from '../../lib/register-call.ts';
import { throttleAddress } from './address-throttle.ts';
import { birthDateProblem } from './birth-date.ts';
import {
  findAgentCodeByDomain,
  findAgentIdByCode,
  insertMember,
  isNickTaken,
  isUserIdTaken,
  violatedUniqueIndex,
} from './member.queries.ts';

export interface RegisterOptions {
  userId: string;
  password: string;
  nick: string;
  phone: string;
  bankName: string;
  bankOwner: string;
  bankNumber: string;
  exchangePassword: string;
  /** The referring agent's code; '' for none. */
  agentCode: string;
  birthDate: string;
  registerDomain: string;
  registerIp: string;
  now: Date;
}

/**
 * Registers a member with their ledger accounts. The address is counted first (`address-throttle`),
 * then refusals come before the two Argon2 hashes: age, a guessable password (scored against the id
 * and nick too), a taken id or nick, an unknown code. The unique indexes settle a race between two
 * registrations of one id or nick.
 */
export async function registerMember(db: Db, options: RegisterOptions): Promise<CallAnswer<'user-register'>> {
  const throttled = await throttleAddress(db, { kind: 'register', ip: options.registerIp, now: options.now });
  if (throttled) return throttled;
  const problem = birthDateProblem(options.birthDate, options.now);
  if (problem) throw invalidFields({ field: 'birthDate', reason: problem });
  await assertStrongPassword({
    password: options.password,
    related: [options.userId, options.nick],
    minimum: MEMBER_PASSWORD_SCORE,
    field: 'password',
  });
  if (await isUserIdTaken(db, options.userId)) return { status: 'alread_have_user' };
  if (await isNickTaken(db, options.nick)) return { status: 'alread' };
  let agentId: number | null = null;
  if (options.agentCode !== '') {
    agentId = (await findAgentIdByCode(db, options.agentCode)) ?? null;
    if (agentId === null) return { status: 'cant_find_code' };
  }

  const [passwordHash, exchangePasswordHash] = await Promise.all([
    hashSecret(options.password),
    hashSecret(options.exchangePassword),
  ]);
  try {
    await db.transaction(async (tx) => {
      const memberId = await insertMember(tx, {
        userId: options.userId,
        nick: options.nick,
        passwordHash,
        exchangePasswordHash,
        phone: options.phone,
        bankName: options.bankName,
        bankOwner: options.bankOwner,
        bankNumber: options.bankNumber,
        birthDate: options.birthDate,
        agentId,
        registerDomain: options.registerDomain,
        registerIp: options.registerIp,
        createdAt: options.now,
      });
      await openMemberAccounts(tx, toMemberId(memberId));
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'members_user_id_lower') return { status: 'alread_have_user' };
    if (index === 'members_nick_lower') return { status: 'alread' };
    throw error;
  }
  return { status: 'success' };
}

/** Who asks, for the look-ups' count per address. */
interface LookupOrigin {
  ip: string;
  now: Date;
}

export async function checkUserId(
  db: Db,
  { userId, ip, now }: LookupOrigin & { userId: string },
): Promise<CallAnswer<'check-user-id'>> {
  const throttled = await throttleAddress(db, { kind: 'lookup', ip, now });
  if (throttled) return throttled;
  return { status: (await isUserIdTaken(db, userId)) ? 'alread_have_user' : 'success' };
}

export async function checkNick(
  db: Db,
  { nick, ip, now }: LookupOrigin & { nick: string },
): Promise<CallAnswer<'check-user-nick'>> {
  const throttled = await throttleAddress(db, { kind: 'lookup', ip, now });
  if (throttled) return throttled;
  return { status: (await isNickTaken(db, nick)) ? 'alread' : 'success' };
}

/**
 * The referral code that the registration form prefills on an agent's approved domain. The
 * operator's own domains prefill nothing, even one approved before it was listed as the operator's.
 */
export async function findRegistrationCode(db: Db, host: string): Promise<CallAnswer<'get-reg-domain'>> {
  if ((await operatorDomains(db)).includes(host)) return { status: 'success', code: '' };
  return { status: 'success', code: (await findAgentCodeByDomain(db, host)) ?? '' };
}
