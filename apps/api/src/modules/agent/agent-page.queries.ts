import { and, count, eq, gt, gte, isNotNull, lt, sql } from 'drizzle-orm';
import {
  agentSettlements,
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  members,
  providerTransactions as pt,
  type Db,
  type depositRequests,
  type withdrawRequests,
} from '@haneul/db';
import { koreanDaySql } from '../../lib/korean-day.ts';
import { orderFor, pageWindow, type ListParams } from '../../lib/list-query.ts';
import { inSubtree } from './agent-tree.queries.ts';

/** The money and play of an agent's tree, each bounded by `inSubtree(agentId, ...)`, and its own commission. */

type RequestTable = typeof depositRequests | typeof withdrawRequests;

export async function pageSubtreeRequests(
  db: Db,
  table: RequestTable,
  agentId: number,
  filters: {
    memberId?: number | undefined;
    state?: (typeof depositRequests.$inferSelect)['state'] | undefined;
  },
  list: ListParams<'id' | 'amount'>,
) {
  const where = and(
    inSubtree(agentId, table.memberId),
    filters.memberId === undefined ? undefined : eq(table.memberId, filters.memberId),
    filters.state === undefined ? undefined : eq(table.state, filters.state),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: table.id,
      memberId: table.memberId,
      userId: members.userId,
      amount: table.amount,
      state: table.state,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .innerJoin(members, eq(members.id, table.memberId))
    .where(where)
    .orderBy(...orderFor(table, list, table.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function pageSubtreeBets(
  db: Db,
  agentId: number,
  filters: { memberId?: number | undefined; kind?: 'bet' | 'win' | 'rollback' | undefined },
  list: ListParams<'id' | 'amount'>,
) {
  const where = and(
    inSubtree(agentId, pt.memberId),
    isNotNull(pt.requestHash),
    filters.memberId === undefined ? undefined : eq(pt.memberId, filters.memberId),
    filters.kind === undefined ? undefined : eq(pt.kind, filters.kind),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: pt.id,
      memberId: pt.memberId,
      userId: members.userId,
      providerCode: pt.providerCode,
      gameCode: pt.gameCode,
      kind: pt.kind,
      amount: pt.amount,
      roundId: pt.roundId,
      createdAt: pt.createdAt,
    })
    .from(pt)
    .innerJoin(members, eq(members.id, pt.memberId))
    .where(where)
    .orderBy(...orderFor(pt, list, pt.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(pt).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Commission credited to the agent's own commission account, per Korean day. */
export function commissionDays(db: Db, agentId: number, { start, end }: { start: Date; end: Date }) {
  const day = koreanDaySql(journalEntries.createdAt);
  return db
    .select({
      day,
      amount: sql<number>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(Number),
      count: count(),
    })
    .from(ledgerPostings)
    .innerJoin(journalEntries, eq(journalEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.memberId, agentId),
        eq(ledgerAccounts.kind, 'commission'),
        eq(journalEntries.kind, 'commission'),
        gt(ledgerPostings.amount, 0),
        gte(journalEntries.createdAt, start),
        lt(journalEntries.createdAt, end),
      ),
    )
    .groupBy(day);
}

export async function pageOwnSettlements(db: Db, agentId: number, list: ListParams<'id'>) {
  const where = eq(agentSettlements.agentId, agentId);
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select({
      id: agentSettlements.id,
      amount: agentSettlements.amount,
      memo: agentSettlements.memo,
      createdAt: agentSettlements.createdAt,
    })
    .from(agentSettlements)
    .where(where)
    .orderBy(...orderFor(agentSettlements, list, agentSettlements.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(agentSettlements).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function commissionBalance(db: Db, agentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)`.mapWith(Number) })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, agentId), eq(ledgerAccounts.kind, 'commission')));
  return row?.total ?? 0;
}
