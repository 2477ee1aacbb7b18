import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

/** A staff account as the back office shows it: never the password hash or the TOTP secret. */
const columns = {
  id: staff.id,
  login: staff.login,
  role: staff.role,
  state: staff.state,
  totpConfirmedAt: staff.totpConfirmedAt,
  createdAt: staff.createdAt,
  lastLoginAt: staff.lastLoginAt,
};

export type StaffAccountRow = { [K in keyof typeof columns]: (typeof staff.$inferSelect)[K] };

export interface StaffFilters {
  q?: string | undefined;
  role?: 'operator' | 'admin' | undefined;
  state?: 'active' | 'suspended' | undefined;
}

type SortField = 'id' | 'login' | 'createdAt' | 'lastLoginAt';

export async function pageStaff(db: Db, filters: StaffFilters, list: ListParams<SortField>) {
  const where: SQL | undefined = and(
    filters.q === undefined ? undefined : ilike(staff.login, `%${filters.q}%`),
    filters.role === undefined ? undefined : eq(staff.role, filters.role),
    filters.state === undefined ? undefined : eq(staff.state, filters.state),
  );
  const { limit, offset } = pageWindow(list);
  const sortable = {
    id: staff.id,
    login: staff.login,
    createdAt: staff.createdAt,
    lastLoginAt: staff.lastLoginAt,
  };
  const rows = await db
    .select(columns)
    .from(staff)
    .where(where)
    .orderBy(...orderFor(sortable, list, staff.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(staff).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findStaffAccount(
  db: Db,
  id: number,
  lock = false,
): Promise<StaffAccountRow | undefined> {
  const query = db.select(columns).from(staff).where(eq(staff.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertStaff(
  db: Db,
  values: Pick<typeof staff.$inferInsert, 'login' | 'passwordHash' | 'role' | 'totpSecret' | 'createdAt'>,
): Promise<StaffAccountRow> {
  const [row] = await db.insert(staff).values(values).returning(columns);
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

export async function updateStaff(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      typeof staff.$inferInsert,
      'role' | 'state' | 'totpSecret' | 'totpConfirmedAt' | 'totpIssuedAt' | 'totpLastStep'
    >
  >,
): Promise<StaffAccountRow> {
  const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning(columns);
  if (!row) throw new Error(`staff ${id} vanished inside its own transaction`);
  return row;
}
