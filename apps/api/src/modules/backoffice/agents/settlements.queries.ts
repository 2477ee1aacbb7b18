import { count, eq } from 'drizzle-orm';
import { agentSettlements, members, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

const columns = {
  id: agentSettlements.id,
  agentId: agentSettlements.agentId,
  agentUserId: members.userId,
  amount: agentSettlements.amount,
  staffId: agentSettlements.staffId,
  staffLogin: staff.login,
  memo: agentSettlements.memo,
  entryId: agentSettlements.entryId,
  createdAt: agentSettlements.createdAt,
};

const selectFrom = (db: Db) =>
  db
    .select(columns)
    .from(agentSettlements)
    .innerJoin(members, eq(members.id, agentSettlements.agentId))
    .innerJoin(staff, eq(staff.id, agentSettlements.staffId));

export async function pageSettlements(
  db: Db,
  filters: { agentId?: number | undefined },
  list: ListParams<'id' | 'amount'>,
) {
  const where = filters.agentId === undefined ? undefined : eq(agentSettlements.agentId, filters.agentId);
  const { limit, offset } = pageWindow(list);
  const rows = await selectFrom(db)
    .where(where)
    .orderBy(...orderFor(agentSettlements, list, agentSettlements.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(agentSettlements).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type SettlementRow = Awaited<ReturnType<typeof pageSettlements>>['rows'][number];

export async function findSettlement(db: Db, id: number): Promise<SettlementRow | undefined> {
  const [row] = await selectFrom(db).where(eq(agentSettlements.id, id));
  return row;
}

export async function insertSettlement(
  db: Db,
  values: typeof agentSettlements.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(agentSettlements).values(values).returning({ id: agentSettlements.id });
  if (!row) throw new Error('settlement insert returned nothing');
  return row.id;
}
