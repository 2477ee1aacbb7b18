import { and, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { levels, members, moneyLocks, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

const lifter = alias(staff, 'lifter');

const columns = {
  id: moneyLocks.id,
  scope: moneyLocks.scope,
  kind: moneyLocks.kind,
  memberId: moneyLocks.memberId,
  userId: members.userId,
  level: moneyLocks.level,
  reason: moneyLocks.reason,
  createdBy: staff.login,
  createdAt: moneyLocks.createdAt,
  liftedBy: lifter.login,
  liftedAt: moneyLocks.liftedAt,
};

const selectLocks = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(moneyLocks)
    .leftJoin(members, eq(members.id, moneyLocks.memberId))
    .innerJoin(staff, eq(staff.id, moneyLocks.createdBy))
    .leftJoin(lifter, eq(lifter.id, moneyLocks.liftedBy))
    .where(where);

export type MoneyLockRow = Awaited<ReturnType<typeof selectLocks>>[number];

export interface MoneyLockFilters {
  memberId?: number | undefined;
  level?: number | undefined;
  scope?: MoneyLockRow['scope'] | undefined;
  /** true: in force only; false: lifted only; absent: both. */
  active?: boolean | undefined;
}

export async function pageMoneyLocks(db: Db, filters: MoneyLockFilters, list: ListParams<'id'>) {
  const where = and(
    filters.memberId === undefined ? undefined : eq(moneyLocks.memberId, filters.memberId),
    filters.level === undefined ? undefined : eq(moneyLocks.level, filters.level),
    filters.scope === undefined ? undefined : eq(moneyLocks.scope, filters.scope),
    filters.active === undefined
      ? undefined
      : filters.active
        ? isNull(moneyLocks.liftedAt)
        : isNotNull(moneyLocks.liftedAt),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await selectLocks(db, where)
    .orderBy(...orderFor(columns, list, moneyLocks.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(moneyLocks).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findMoneyLock(db: Db, id: number): Promise<MoneyLockRow | undefined> {
  const [row] = await selectLocks(db, eq(moneyLocks.id, id));
  return row;
}

export async function levelExists(db: Db, level: number): Promise<boolean> {
  const [row] = await db.select({ level: levels.level }).from(levels).where(eq(levels.level, level));
  return row !== undefined;
}

/**
 * Writes a lock in force; null when one of that kind already holds the target (the partial unique
 * index decides, so two staff members locking at once leave one lock).
 */
export async function insertMoneyLock(
  db: Db,
  values: Omit<typeof moneyLocks.$inferInsert, 'id' | 'liftedAt' | 'liftedBy'>,
): Promise<number | null> {
  const [row] = await db
    .insert(moneyLocks)
    .values(values)
    // The lock's only unique index is the one-in-force rule, so any conflict is that one.
    .onConflictDoNothing()
    .returning({ id: moneyLocks.id });
  return row?.id ?? null;
}

/** Lifts a lock in force, once: a guarded UPDATE, so the second of two lifts changes nothing (false). */
export async function liftMoneyLock(
  db: Db,
  { id, staffId, now }: { id: number; staffId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(moneyLocks)
    .set({ liftedAt: now, liftedBy: staffId })
    .where(and(eq(moneyLocks.id, id), isNull(moneyLocks.liftedAt)))
    .returning({ id: moneyLocks.id });
  return rows.length > 0;
}
