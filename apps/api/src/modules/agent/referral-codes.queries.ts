import { and, asc, count, eq, sql } from 'drizzle-orm';
import { agentCodes, members, type Db } from '@haneul/db';

/**
 * Whether a referral code is in use, as an agent's own code or an extra one, regardless of case:
 * registration looks codes up in both places, so a code must be unique across both.
 */
export async function isReferralCodeTaken(db: Db, code: string): Promise<boolean> {
  const own = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`upper(${members.agentCode}) = upper(${code})`)
    .limit(1);
  if (own.length > 0) return true;
  const extra = await db
    .select({ id: agentCodes.id })
    .from(agentCodes)
    .where(sql`upper(${agentCodes.code}) = upper(${code})`)
    .limit(1);
  return extra.length > 0;
}

export function findAgentCodes(db: Db, agentId: number) {
  return db
    .select({ id: agentCodes.id, code: agentCodes.code, createdAt: agentCodes.createdAt })
    .from(agentCodes)
    .where(eq(agentCodes.agentId, agentId))
    .orderBy(asc(agentCodes.id));
}

export async function countAgentCodes(db: Db, agentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agentCodes).where(eq(agentCodes.agentId, agentId));
  return row?.n ?? 0;
}

export async function insertAgentCode(db: Db, values: { agentId: number; code: string; createdAt: Date }) {
  const [row] = await db
    .insert(agentCodes)
    .values(values)
    .returning({ id: agentCodes.id, code: agentCodes.code, createdAt: agentCodes.createdAt });
  if (!row) throw new Error('agent code insert returned nothing');
  return row;
}

/** Whether the code belongs to this agent (its own code or one of its extra codes). */
export async function isOwnCode(db: Db, agentId: number, code: string): Promise<boolean> {
  const own = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, agentId), sql`upper(${members.agentCode}) = upper(${code})`));
  if (own.length > 0) return true;
  const extra = await db
    .select({ id: agentCodes.id })
    .from(agentCodes)
    .where(and(eq(agentCodes.agentId, agentId), sql`upper(${agentCodes.code}) = upper(${code})`));
  return extra.length > 0;
}
