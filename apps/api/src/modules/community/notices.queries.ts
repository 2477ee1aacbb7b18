import { and, desc, eq, inArray } from 'drizzle-orm';
import { notices, popups, type Db } from '@haneul/db';
import { liveAt } from './live-at.ts';

/**
 * How many of the newest published notices domain filtering looks at. The raw domains field is
 * matched in code (see `domainMatches`), so the scan is capped; an operator keeps far fewer live.
 */
export const NOTICE_SCAN_LIMIT = 2_000;

/** Ids and domain fields of the newest published notices, in list order, for filtering in code. */
export function findPublishedNoticeDomains(db: Db) {
  return db
    .select({ id: notices.id, domains: notices.domains })
    .from(notices)
    .where(eq(notices.published, true))
    .orderBy(desc(notices.updatedAt), desc(notices.id))
    .limit(NOTICE_SCAN_LIMIT);
}

/** The list rows of the given notices, in list order. */
export async function findNoticeSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: notices.id,
      title: notices.title,
      translations: notices.translations,
      updatedAt: notices.updatedAt,
      domains: notices.domains,
    })
    .from(notices)
    .where(inArray(notices.id, ids))
    .orderBy(desc(notices.updatedAt), desc(notices.id));
}

export async function findPublishedNotice(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.published, true)))
    .limit(1);
  return row ?? null;
}

/** Active popups whose schedule includes `now`; a null start or end leaves that side open. */
export function findLivePopups(db: Db, now: Date) {
  return db.select().from(popups).where(liveAt(popups, now)).orderBy(popups.id);
}
