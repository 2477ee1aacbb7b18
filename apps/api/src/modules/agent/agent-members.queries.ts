import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerAccounts, members, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../lib/list-query.ts';
import { inSubtree } from './agent-tree.queries.ts';

/** The agent's members, bounded by `inSubtree(agentId, ...)`: an agent reads its own tree only. */

const parents = alias(members, 'parents');
/** Built with the query builder so the outer `members.id` is printed with its table inside the subquery. */
const cashOf = (db: Db) =>
  sql<number>`(${db
    .select({ total: sql`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.kind, 'cash')))})`.mapWith(Number);

export async function pageSubtreeMembers(
  db: Db,
  agentId: number,
  filters: { q?: string | undefined; parentId?: number | undefined; agentsOnly?: boolean },
  list: ListParams<'id' | 'userId' | 'createdAt'>,
) {
  const where: SQL | undefined = and(
    inSubtree(agentId, members.id),
    filters.q === undefined
      ? undefined
      : or(ilike(members.userId, `%${filters.q}%`), ilike(members.nick, `%${filters.q}%`)),
    filters.parentId === undefined ? undefined : eq(members.agentId, filters.parentId),
    filters.agentsOnly ? eq(members.playType, 'agent') : undefined,
  );
  const { limit, offset } = pageWindow(list);
  const below = alias(members, 'below');
  const rows = await db
    .select({
      id: members.id,
      userId: members.userId,
      nick: members.nick,
      level: members.level,
      playType: members.playType,
      state: members.state,
      agentCode: members.agentCode,
      parentId: members.agentId,
      parentUserId: parents.userId,
      cash: cashOf(db),
      memberCount:
        sql<number>`(${db.select({ n: count() }).from(below).where(eq(below.agentId, members.id))})`.mapWith(
          Number,
        ),
      createdAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
    })
    .from(members)
    .innerJoin(parents, eq(parents.id, members.agentId))
    .where(where)
    .orderBy(...orderFor(members, list, members.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: total?.n ?? 0 };
}
