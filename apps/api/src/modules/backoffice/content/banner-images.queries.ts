import { desc, eq } from 'drizzle-orm';
import { bannerImages, type Db } from '@haneul/db';

const listed = {
  id: bannerImages.id,
  contentType: bannerImages.contentType,
  size: bannerImages.size,
  createdAt: bannerImages.createdAt,
};

export function findBannerImages(db: Db) {
  return db.select(listed).from(bannerImages).orderBy(desc(bannerImages.id));
}

export async function insertBannerImage(db: Db, values: typeof bannerImages.$inferInsert) {
  const [row] = await db.insert(bannerImages).values(values).returning(listed);
  if (!row) throw new Error('banner image insert returned nothing');
  return row;
}

/** Whether an upload exists, for a banner that names it. */
export async function bannerImageExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bannerImages.id }).from(bannerImages).where(eq(bannerImages.id, id));
  return row !== undefined;
}
