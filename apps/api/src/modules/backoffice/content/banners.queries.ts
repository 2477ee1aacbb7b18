import { count, eq } from 'drizzle-orm';
import { banners, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

export type BannerRow = typeof banners.$inferSelect;
type BannerValues = Omit<typeof banners.$inferInsert, 'id'>;

export async function pageBanners(
  db: Db,
  filters: { active?: boolean | undefined },
  list: ListParams<'sort' | 'id' | 'createdAt'>,
) {
  const where = filters.active === undefined ? undefined : eq(banners.active, filters.active);
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(...orderFor(banners, list, banners.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(banners).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findBanner(db: Db, id: number, lock = false): Promise<BannerRow | undefined> {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertBanner(db: Db, values: BannerValues): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('banner insert returned nothing');
  return row;
}

export async function updateBanner(db: Db, id: number, values: Partial<BannerValues>): Promise<BannerRow> {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  if (!row) throw new Error(`banner ${id} vanished inside its own transaction`);
  return row;
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}
