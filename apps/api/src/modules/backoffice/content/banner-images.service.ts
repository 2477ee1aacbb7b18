import { BANNER_UPLOAD_MAX_BYTES, uploadedBannerPath, type BANNER_UPLOAD_TYPES } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { invalidFields } from '@haneul/server-kit';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findBannerImages, insertBannerImage } from './banner-images.queries.ts';
import { isImageOfType } from './image-signature.ts';

type Listed = Awaited<ReturnType<typeof findBannerImages>>[number];

const imageItem = (row: Listed) => ({
  ...row,
  path: uploadedBannerPath(row.id),
  createdAt: row.createdAt.toISOString(),
});

export async function listBannerImages(db: Db) {
  return { data: (await findBannerImages(db)).map(imageItem) };
}

/**
 * Keeps an uploaded image: the decoded bytes must be the type named and within the size limit.
 * Stored as the canonical base64 of those bytes, so what is served is exactly what was checked.
 */
export async function uploadBannerImage(
  db: Db,
  {
    actor,
    contentType,
    data,
  }: { actor: Actor; contentType: (typeof BANNER_UPLOAD_TYPES)[number]; data: string },
) {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > BANNER_UPLOAD_MAX_BYTES) throw invalidFields({ field: 'data', reason: 'too_large' });
  if (!isImageOfType(bytes, contentType)) throw invalidFields({ field: 'data', reason: 'not_image' });
  return db.transaction(async (tx) => {
    const row = imageItem(
      await insertBannerImage(tx, {
        contentType,
        data: bytes.toString('base64'),
        size: bytes.length,
        createdBy: actor.staffId,
        createdAt: actor.now,
      }),
    );
    await recordAudit(tx, actor, {
      action: 'banner_image.upload',
      targetType: 'banner_image',
      targetId: row.id,
      after: { contentType, size: row.size },
    });
    return { data: row };
  });
}
