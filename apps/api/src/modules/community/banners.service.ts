import { translated, ZBannerImage, type TBannerLink, type TContentLanguage } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { findLaunchTarget } from '../catalog/catalog.queries.ts';
import { findLiveBanners } from './banners.queries.ts';

/** A game banner leads somewhere only while its game would open: on, under a switched-on studio, not in maintenance. */
async function leadsSomewhere(db: Db, link: TBannerLink): Promise<boolean> {
  if (link.kind === 'page') return true;
  const target = await findLaunchTarget(db, link);
  return target !== null && target.gameUsed && target.ownerUsed && !target.maintenance;
}

/**
 * The home carousel in `language`: better no banner than one whose button answers msg2002, so a
 * banner naming a closed game waits until it opens again.
 */
export async function listBanners(db: Db, { now, language }: { now: Date; language: TContentLanguage }) {
  const rows = await findLiveBanners(db, now);
  const open = await Promise.all(rows.map((row) => leadsSomewhere(db, row.link)));
  return {
    status: 'success' as const,
    banners: rows
      .filter((_row, position) => open[position])
      .map((row) => ({
        id: row.id,
        image: ZBannerImage.parse(row.image),
        headline: translated(row.headlines, language),
        link: row.link,
      })),
  };
}
