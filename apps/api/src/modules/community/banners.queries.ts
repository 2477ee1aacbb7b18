import { asc, eq } from 'drizzle-orm';
import { bannerImages, banners, type Db } from '@haneul/db';
import { liveAt } from './live-at.ts';

/** The banners switched on whose schedule holds `now`, in the operator's order. */
export function findLiveBanners(db: Db, now: Date) {
  return db
    .select({ id: banners.id, image: banners.image, headlines: banners.headlines, link: banners.link })
    .from(banners)
    .where(liveAt(banners, now))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/** An uploaded carousel image's type and bytes (base64). */
export async function findBannerImage(db: Db, id: number) {
  const [row] = await db
    .select({ contentType: bannerImages.contentType, data: bannerImages.data })
    .from(bannerImages)
    .where(eq(bannerImages.id, id));
  return row;
}
