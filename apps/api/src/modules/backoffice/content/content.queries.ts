import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { notices, popups, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type PopupRow = typeof popups.$inferSelect;

export async function pageNotices(
  db: Db,
  filters: { q?: string | undefined; published?: boolean | undefined },
  list: ListParams<'id' | 'updatedAt' | 'createdAt'>,
) {
  const where: SQL | undefined = and(
    filters.q === undefined ? undefined : ilike(notices.title, `%${filters.q}%`),
    filters.published === undefined ? undefined : eq(notices.published, filters.published),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(...orderFor(notices, list, notices.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function pagePopups(
  db: Db,
  filters: { q?: string | undefined; active?: boolean | undefined },
  list: ListParams<'id' | 'createdAt'>,
) {
  const where: SQL | undefined = and(
    filters.q === undefined ? undefined : ilike(popups.title, `%${filters.q}%`),
    filters.active === undefined ? undefined : eq(popups.active, filters.active),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select()
    .from(popups)
    .where(where)
    .orderBy(...orderFor(popups, list, popups.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(popups).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findNotice(db: Db, id: number, lock = false): Promise<NoticeRow | undefined> {
  const query = db.select().from(notices).where(eq(notices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPopup(db: Db, id: number, lock = false): Promise<PopupRow | undefined> {
  const query = db.select().from(popups).where(eq(popups.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

type NoticeValues = Omit<typeof notices.$inferInsert, 'id'>;
type PopupValues = Omit<typeof popups.$inferInsert, 'id'>;

export async function insertNotice(db: Db, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await db.insert(notices).values(values).returning();
  if (!row) throw new Error('notice insert returned nothing');
  return row;
}

export async function updateNotice(db: Db, id: number, values: Partial<NoticeValues>): Promise<NoticeRow> {
  const [row] = await db.update(notices).set(values).where(eq(notices.id, id)).returning();
  if (!row) throw new Error(`notice ${id} vanished inside its own transaction`);
  return row;
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  await db.delete(notices).where(eq(notices.id, id));
}

export async function insertPopup(db: Db, values: PopupValues): Promise<PopupRow> {
  const [row] = await db.insert(popups).values(values).returning();
  if (!row) throw new Error('popup insert returned nothing');
  return row;
}

export async function updatePopup(db: Db, id: number, values: Partial<PopupValues>): Promise<PopupRow> {
  const [row] = await db.update(popups).set(values).where(eq(popups.id, id)).returning();
  if (!row) throw new Error(`popup ${id} vanished inside its own transaction`);
  return row;
}

export async function deletePopup(db: Db, id: number): Promise<void> {
  await db.delete(popups).where(eq(popups.id, id));
}
