import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { members, protectionReviews, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

const columns = {
  id: protectionReviews.id,
  memberId: protectionReviews.memberId,
  userId: members.userId,
  staffId: protectionReviews.staffId,
  staffLogin: staff.login,
  action: protectionReviews.action,
  note: protectionReviews.note,
  createdAt: protectionReviews.createdAt,
};

const selectReviews = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(protectionReviews)
    .innerJoin(members, eq(members.id, protectionReviews.memberId))
    .innerJoin(staff, eq(staff.id, protectionReviews.staffId))
    .where(where);

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export async function pageReviews(
  db: Db,
  { memberId }: { memberId?: number | undefined },
  list: ListParams<'id'>,
) {
  const where = memberId === undefined ? undefined : eq(protectionReviews.memberId, memberId);
  const { limit, offset } = pageWindow(list);
  const rows = await selectReviews(db, where)
    .orderBy(...orderFor(columns, list, protectionReviews.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(protectionReviews).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db, eq(protectionReviews.id, id));
  return row;
}

/** Each member's newest review, for the members given. */
export async function newestReviews(db: Db, memberIds: readonly number[]): Promise<ReviewRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .selectDistinctOn([protectionReviews.memberId], columns)
    .from(protectionReviews)
    .innerJoin(members, eq(members.id, protectionReviews.memberId))
    .innerJoin(staff, eq(staff.id, protectionReviews.staffId))
    .where(inArray(protectionReviews.memberId, [...memberIds]))
    .orderBy(protectionReviews.memberId, desc(protectionReviews.id));
}

export async function insertReview(tx: Db, values: typeof protectionReviews.$inferInsert): Promise<number> {
  const [row] = await tx.insert(protectionReviews).values(values).returning({ id: protectionReviews.id });
  return row!.id;
}
