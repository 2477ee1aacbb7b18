import type { TBannerLink, TTranslations } from '@haneul/contract';
import { uploadedBannerId, ZBannerImage } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { invalidFields, notFound } from '@haneul/server-kit';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { bannerImageExists } from './banner-images.queries.ts';
import {
  deleteBanner,
  findBanner,
  insertBanner,
  pageBanners,
  updateBanner,
  type BannerRow,
} from './banners.queries.ts';

export interface BannerInput {
  image: string;
  headlines: TTranslations;
  link: TBannerLink;
  sort: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

function bannerItem(row: BannerRow) {
  return {
    ...row,
    image: ZBannerImage.parse(row.image),
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const bannerValues = ({ startsAt, endsAt, ...rest }: BannerInput) => ({
  ...rest,
  startsAt: startsAt === null ? null : new Date(startsAt),
  endsAt: endsAt === null ? null : new Date(endsAt),
});

export async function listBanners(
  db: Db,
  options: { active?: boolean | undefined } & ListParams<'sort' | 'id' | 'createdAt'>,
) {
  const { rows, total } = await pageBanners(db, options, options);
  return listOf(rows.map(bannerItem), total);
}

export async function getBanner(db: Db, { id }: { id: number }) {
  const row = await findBanner(db, id);
  if (!row) throw notFound();
  return { data: bannerItem(row) };
}

/** An uploaded image a banner names must exist: the carousel never shows a broken picture. */
async function assertImage(db: Db, image: string): Promise<void> {
  const upload = uploadedBannerId(image);
  if (upload !== null && !(await bannerImageExists(db, upload)))
    throw invalidFields({ field: 'image', reason: 'unknown_image' });
}

export async function createBanner(db: Db, { actor, input }: { actor: Actor; input: BannerInput }) {
  await assertImage(db, input.image);
  return db.transaction(async (tx) => {
    const after = bannerItem(await insertBanner(tx, { ...bannerValues(input), createdAt: actor.now }));
    await recordAudit(tx, actor, {
      action: 'banner.create',
      targetType: 'banner',
      targetId: after.id,
      after,
    });
    return { data: after };
  });
}

export async function editBanner(
  db: Db,
  { actor, id, input }: { actor: Actor; id: number; input: BannerInput },
) {
  await assertImage(db, input.image);
  return db.transaction(async (tx) => {
    const found = await findBanner(tx, id, true);
    if (!found) throw notFound();
    const after = bannerItem(await updateBanner(tx, id, bannerValues(input)));
    await recordAudit(tx, actor, {
      action: 'banner.update',
      targetType: 'banner',
      targetId: id,
      before: bannerItem(found),
      after,
    });
    return { data: after };
  });
}

export async function removeBanner(db: Db, { actor, id }: { actor: Actor; id: number }) {
  return db.transaction(async (tx) => {
    const found = await findBanner(tx, id, true);
    if (!found) throw notFound();
    await deleteBanner(tx, id);
    const before = bannerItem(found);
    await recordAudit(tx, actor, { action: 'banner.delete', targetType: 'banner', targetId: id, before });
    return { data: before };
  });
}
