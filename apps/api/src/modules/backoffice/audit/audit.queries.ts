import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditLog, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

export interface NewAuditRow {
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
  createdAt: Date;
}

export async function insertAudit(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilters {
  staffId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
}

const columns = {
  id: auditLog.id,
  staffId: auditLog.staffId,
  staffLogin: staff.login,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
};

function whereOf(filters: AuditFilters): SQL | undefined {
  return and(
    filters.staffId === undefined ? undefined : eq(auditLog.staffId, filters.staffId),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    filters.targetType === undefined ? undefined : eq(auditLog.targetType, filters.targetType),
    filters.targetId === undefined ? undefined : eq(auditLog.targetId, filters.targetId),
    filters.start === undefined ? undefined : gte(auditLog.createdAt, filters.start),
    filters.end === undefined ? undefined : lt(auditLog.createdAt, filters.end),
  );
}

export async function pageAudit(db: Db, filters: AuditFilters, list: ListParams<'id'>) {
  const where = whereOf(filters);
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where)
    .orderBy(...orderFor({ id: auditLog.id }, list, auditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAudit(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(eq(auditLog.id, id));
  return row;
}

export type AuditRow = NonNullable<Awaited<ReturnType<typeof findAudit>>>;
