import { and, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { depositRequests, members, staff, withdrawRequests, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

const approver = alias(staff, 'approver');
type State = (typeof depositRequests.$inferSelect)['state'];

export interface QueueFilters {
  state?: State | 'pending' | undefined;
  memberId?: number | undefined;
  q?: string | undefined;
}
export type QueueSort = 'id' | 'amount' | 'createdAt' | 'updatedAt';

const memberColumns = { userId: members.userId, nick: members.nick, staffLogin: staff.login };

function filtersOf(
  table: typeof depositRequests | typeof withdrawRequests,
  filters: QueueFilters,
): SQL | undefined {
  const { state, memberId, q } = filters;
  return and(
    state === undefined
      ? undefined
      : state === 'pending'
        ? inArray(table.state, ['waiting', 'taken'])
        : eq(table.state, state),
    memberId === undefined ? undefined : eq(table.memberId, memberId),
    q === undefined ? undefined : or(ilike(members.userId, `%${q}%`), ilike(members.nick, `%${q}%`)),
  );
}

const depositSelect = (db: Db) =>
  db
    .select({ request: depositRequests, ...memberColumns })
    .from(depositRequests)
    .innerJoin(members, eq(members.id, depositRequests.memberId))
    .leftJoin(staff, eq(staff.id, depositRequests.staffId));

const withdrawSelect = (db: Db) =>
  db
    .select({ request: withdrawRequests, ...memberColumns, approvedByLogin: approver.login })
    .from(withdrawRequests)
    .innerJoin(members, eq(members.id, withdrawRequests.memberId))
    .leftJoin(staff, eq(staff.id, withdrawRequests.staffId))
    .leftJoin(approver, eq(approver.id, withdrawRequests.approvedBy));

export type DepositQueueRow = Awaited<ReturnType<ReturnType<typeof depositSelect>['execute']>>[number];
export type WithdrawQueueRow = Awaited<ReturnType<ReturnType<typeof withdrawSelect>['execute']>>[number];

export async function pageDepositQueue(db: Db, filters: QueueFilters, list: ListParams<QueueSort>) {
  const where = filtersOf(depositRequests, filters);
  const { limit, offset } = pageWindow(list);
  const rows = await depositSelect(db)
    .where(where)
    .orderBy(...orderFor(depositRequests, list, depositRequests.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(depositRequests)
    .innerJoin(members, eq(members.id, depositRequests.memberId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function pageWithdrawQueue(db: Db, filters: QueueFilters, list: ListParams<QueueSort>) {
  const where = filtersOf(withdrawRequests, filters);
  const { limit, offset } = pageWindow(list);
  const rows = await withdrawSelect(db)
    .where(where)
    .orderBy(...orderFor(withdrawRequests, list, withdrawRequests.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(withdrawRequests)
    .innerJoin(members, eq(members.id, withdrawRequests.memberId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findDepositQueueRow(db: Db, id: number): Promise<DepositQueueRow | undefined> {
  const [row] = await depositSelect(db).where(eq(depositRequests.id, id));
  return row;
}

export async function findWithdrawQueueRow(db: Db, id: number): Promise<WithdrawQueueRow | undefined> {
  const [row] = await withdrawSelect(db).where(eq(withdrawRequests.id, id));
  return row;
}

/** The approval: only once, and only while the withdrawal is still pending. */
export async function approveWithdrawRequest(
  db: Db,
  { id, staffId, now }: { id: number; staffId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(withdrawRequests)
    .set({ approvedBy: staffId, approvedAt: now })
    .where(
      and(
        eq(withdrawRequests.id, id),
        isNull(withdrawRequests.approvedBy),
        inArray(withdrawRequests.state, ['waiting', 'taken']),
      ),
    )
    .returning({ id: withdrawRequests.id });
  return rows.length > 0;
}
