import { and, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agentSessions, levels, members, sessions, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';
import { inSubtree } from '../../agent/index.ts';
import { balanceOf, onlineAt } from './member-columns.ts';

const agents = alias(members, 'agents');

export interface MemberFilters {
  q?: string | undefined;
  state?: 'active' | 'suspended' | undefined;
  level?: number | undefined;
  playType?: 'user' | 'agent' | undefined;
  agentId?: number | undefined;
  /** With `agentId`: the agent's whole tree instead of its direct members. */
  subtree?: boolean | undefined;
}
export type MemberSort = 'id' | 'userId' | 'nick' | 'createdAt' | 'lastLoginAt' | 'cash';

const rowColumns = (db: Db) => ({
  id: members.id,
  userId: members.userId,
  nick: members.nick,
  phone: members.phone,
  level: members.level,
  playType: members.playType,
  state: members.state,
  agentId: members.agentId,
  agentUserId: agents.userId,
  cash: balanceOf(db, 'cash'),
  comp: balanceOf(db, 'comp'),
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
});

function whereOf(filters: MemberFilters): SQL | undefined {
  const { q, agentId } = filters;
  const pattern = `%${q}%`;
  return and(
    q === undefined
      ? undefined
      : or(ilike(members.userId, pattern), ilike(members.nick, pattern), ilike(members.phone, pattern)),
    filters.state === undefined ? undefined : eq(members.state, filters.state),
    filters.level === undefined ? undefined : eq(members.level, filters.level),
    filters.playType === undefined ? undefined : eq(members.playType, filters.playType),
    agentId === undefined
      ? undefined
      : filters.subtree
        ? inSubtree(agentId, members.id)
        : eq(members.agentId, agentId),
  );
}

export async function pageMembers(db: Db, filters: MemberFilters, list: ListParams<MemberSort>) {
  const columns = rowColumns(db);
  const where = whereOf(filters);
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select(columns)
    .from(members)
    .leftJoin(agents, eq(agents.id, members.agentId))
    .where(where)
    .orderBy(...orderFor(columns, list, members.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findMemberDetail(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({
      ...rowColumns(db),
      bankName: members.bankName,
      bankOwner: members.bankOwner,
      bankNumber: members.bankNumber,
      birthDate: members.birthDate,
      registerDomain: members.registerDomain,
      registerIp: members.registerIp,
      excludedUntil: members.excludedUntil,
      agentCode: members.agentCode,
      hold: balanceOf(db, 'hold'),
      point: balanceOf(db, 'point'),
      commission: balanceOf(db, 'commission'),
      game: balanceOf(db, 'game'),
      online: onlineAt(db, now),
    })
    .from(members)
    .leftJoin(agents, eq(agents.id, members.agentId))
    .where(eq(members.id, id));
  return row;
}
export type MemberDetailRow = NonNullable<Awaited<ReturnType<typeof findMemberDetail>>>;

/** Locks the member row for a staff change; undefined when there is no such member. */
export async function lockMember(db: Db, id: number) {
  const [row] = await db
    .select({ id: members.id, state: members.state, level: members.level })
    .from(members)
    .where(eq(members.id, id))
    .for('update');
  return row;
}

export async function setMemberFields(
  db: Db,
  id: number,
  values: Partial<
    Pick<typeof members.$inferInsert, 'state' | 'level' | 'passwordHash' | 'passwordTemporary'>
  >,
): Promise<void> {
  await db.update(members).set(values).where(eq(members.id, id));
}

export async function levelExists(db: Db, level: number): Promise<boolean> {
  const rows = await db.select({ level: levels.level }).from(levels).where(eq(levels.level, level));
  return rows.length > 0;
}

/** Ends every member and agent-page session of the member (suspension, password reset). */
export async function revokeAllSessions(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  await db
    .update(agentSessions)
    .set({ revokedAt: now })
    .where(and(eq(agentSessions.agentId, memberId), isNull(agentSessions.revokedAt)));
}
