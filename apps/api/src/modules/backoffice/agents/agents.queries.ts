import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agentRates, GAME_TYPES, members, type Db, type TGameType } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';
import { balanceOf } from '../members/member-columns.ts';

const parents = alias(members, 'parents');
const below = alias(members, 'below');

export type AgentRates = Record<TGameType, { rollingBp: number; lossShareBp: number }>;
export type AgentSort = 'id' | 'userId' | 'createdAt' | 'commission';

const directCount = (db: Db, agentsOnly: boolean) =>
  sql<number>`(${db
    .select({ n: count() })
    .from(below)
    .where(
      and(eq(below.agentId, members.id), agentsOnly ? eq(below.playType, 'agent') : undefined),
    )})`.mapWith(Number);

const rowColumns = (db: Db) => ({
  id: members.id,
  userId: members.userId,
  nick: members.nick,
  agentCode: members.agentCode,
  parentId: members.agentId,
  parentUserId: parents.userId,
  state: members.state,
  memberCount: directCount(db, false),
  subAgentCount: directCount(db, true),
  commission: balanceOf(db, 'commission'),
  createdAt: members.createdAt,
});

export interface AgentFilters {
  q?: string | undefined;
  parentId?: number | undefined;
  root?: boolean | undefined;
}

export async function pageAgents(db: Db, filters: AgentFilters, list: ListParams<AgentSort>) {
  const columns = rowColumns(db);
  const where: SQL | undefined = and(
    eq(members.playType, 'agent'),
    filters.q === undefined
      ? undefined
      : or(ilike(members.userId, `%${filters.q}%`), ilike(members.agentCode, `%${filters.q}%`)),
    filters.parentId === undefined ? undefined : eq(members.agentId, filters.parentId),
    filters.root ? isNull(members.agentId) : undefined,
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select(columns)
    .from(members)
    .leftJoin(parents, eq(parents.id, members.agentId))
    .where(where)
    .orderBy(...orderFor(columns, list, members.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type AgentRow = Awaited<ReturnType<typeof pageAgents>>['rows'][number];

export async function findAgent(db: Db, id: number): Promise<AgentRow | undefined> {
  const [row] = await db
    .select(rowColumns(db))
    .from(members)
    .leftJoin(parents, eq(parents.id, members.agentId))
    .where(and(eq(members.id, id), eq(members.playType, 'agent')));
  return row;
}

/** Every agent with its parent and direct member count: the forest is small, so it is built in code. */
export function findAllAgents(db: Db) {
  return db
    .select({
      id: members.id,
      userId: members.userId,
      nick: members.nick,
      agentCode: members.agentCode,
      parentId: members.agentId,
      memberCount: directCount(db, false),
    })
    .from(members)
    .where(eq(members.playType, 'agent'));
}

export async function findAgentRates(db: Db, agentId: number): Promise<AgentRates> {
  const rows = await db.select().from(agentRates).where(eq(agentRates.agentId, agentId));
  return Object.fromEntries(
    GAME_TYPES.map((type) => {
      const row = rows.find((rate) => rate.gameType === type);
      return [type, { rollingBp: row?.rollingBp ?? 0, lossShareBp: row?.lossShareBp ?? 0 }];
    }),
  ) as AgentRates;
}

export async function upsertAgentRates(db: Db, agentId: number, rates: AgentRates): Promise<void> {
  await db
    .insert(agentRates)
    .values(GAME_TYPES.map((gameType) => ({ agentId, gameType, ...rates[gameType] })))
    .onConflictDoUpdate({
      target: [agentRates.agentId, agentRates.gameType],
      set: { rollingBp: sql`excluded.rolling_bp`, lossShareBp: sql`excluded.loss_share_bp` },
    });
}

export async function lockMemberForAgent(db: Db, id: number) {
  const [row] = await db
    .select({ id: members.id, playType: members.playType, agentCode: members.agentCode })
    .from(members)
    .where(eq(members.id, id))
    .for('update');
  return row;
}

export async function makeAgent(db: Db, id: number, agentCode: string): Promise<void> {
  await db.update(members).set({ playType: 'agent', agentCode }).where(eq(members.id, id));
}
