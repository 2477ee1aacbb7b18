import { and, eq, sql } from 'drizzle-orm';
import type { TContentLanguage } from '@haneul/contract';
import { agentCodes, agentDomains, members, type Db } from '@haneul/db';

export interface MemberCredentials {
  id: number;
  passwordHash: string;
  state: 'active' | 'suspended';
  passwordTemporary: 'issued' | 'used' | null;
}

/** Sign-in lookup: ids are unique regardless of case (the `members_user_id_lower` index). */
export async function findCredentialsByUserId(
  db: Db,
  userId: string,
): Promise<MemberCredentials | undefined> {
  const [row] = await db
    .select({
      id: members.id,
      passwordHash: members.passwordHash,
      state: members.state,
      passwordTemporary: members.passwordTemporary,
    })
    .from(members)
    .where(sql`lower(${members.userId}) = lower(${userId})`);
  return row;
}

export async function findPasswordHash(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  return row?.hash;
}

export async function isUserIdTaken(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.userId}) = lower(${userId})`);
  return rows.length > 0;
}

export async function isNickTaken(db: Db, nick: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.nick}) = lower(${nick})`);
  return rows.length > 0;
}

/**
 * The agent whose referral code this is, matched case-insensitively: the agent's own code (the
 * `members_agent_code_upper` index) or one of the extra codes it made on the agent page.
 */
export async function findAgentIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [own] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`upper(${members.agentCode}) = upper(${code})`, eq(members.playType, 'agent')));
  if (own) return own.id;
  const [extra] = await db
    .select({ id: members.id })
    .from(agentCodes)
    .innerJoin(members, eq(members.id, agentCodes.agentId))
    .where(and(sql`upper(${agentCodes.code}) = upper(${code})`, eq(members.playType, 'agent')));
  return extra?.id;
}

/**
 * The referral code a site domain prefills (`domain` is stored as `siteHost` gives it): the code the
 * agent chose for the domain on the agent page, else the agent's own code. Only a domain staff
 * approved counts: a request alone prefills nothing.
 */
export async function findAgentCodeByDomain(db: Db, host: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: sql<string | null>`coalesce(${agentDomains.code}, ${members.agentCode})` })
    .from(agentDomains)
    .innerJoin(members, eq(members.id, agentDomains.agentId))
    .where(
      and(eq(agentDomains.domain, host), eq(agentDomains.state, 'approved'), eq(members.playType, 'agent')),
    );
  return row?.code ?? undefined;
}

export type NewMember = Pick<
  typeof members.$inferInsert,
  | 'userId'
  | 'nick'
  | 'passwordHash'
  | 'exchangePasswordHash'
  | 'phone'
  | 'bankName'
  | 'bankOwner'
  | 'bankNumber'
  | 'birthDate'
  | 'agentId'
  | 'registerDomain'
  | 'registerIp'
  | 'createdAt'
>;

export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const [row] = await db.insert(members).values(member).returning({ id: members.id });
  if (!row) throw new Error('member insert returned no row');
  return row.id;
}

/** The member's own new password: a temporary one it replaces is gone with it. */
export async function updatePasswordHash(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db.update(members).set({ passwordHash, passwordTemporary: null }).where(eq(members.id, memberId));
}

/** A temporary password signs in once: from then on only the session it opened may change it. */
export async function markTemporaryPasswordUsed(db: Db, memberId: number): Promise<void> {
  await db.update(members).set({ passwordTemporary: 'used' }).where(eq(members.id, memberId));
}

export async function updateExchangePasswordHash(
  db: Db,
  memberId: number,
  exchangePasswordHash: string,
): Promise<void> {
  await db.update(members).set({ exchangePasswordHash }).where(eq(members.id, memberId));
}

/** Records a sign-in, and the site language it came from when the site said. */
export async function updateLastLogin(
  db: Db,
  memberId: number,
  now: Date,
  language: TContentLanguage | undefined,
): Promise<void> {
  await db
    .update(members)
    .set(language ? { lastLoginAt: now, language } : { lastLoginAt: now })
    .where(eq(members.id, memberId));
}

/** The unique index a failed insert ran into, so a registration race answers "taken", not 500. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  // Drizzle wraps the driver's error (pg and PGlite both carry `code` and `constraint`) in `cause`.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}
