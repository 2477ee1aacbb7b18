import { domainMatches, textIn, type TContentLanguage } from '@haneul/contract';
import { siteSettings, type Db } from '@haneul/db';
import { communityPageSize, pageWindow } from './paging.ts';
import {
  findLivePopups,
  findNoticeSummaries,
  findPublishedNotice,
  findPublishedNoticeDomains,
} from './notices.queries.ts';

/**
 * The published notices meant for the requesting site, newest first. The domain field is free text
 * (several domains, any separator), so matching happens in code over the ids; only the page's rows
 * are then read in full, which keeps `totalCount` and paging exact. Titles are in `language` where
 * the operator wrote one, else in Korean.
 */
export async function listNotices(
  db: Db,
  { host, page, language }: { host: string; page: number; language: TContentLanguage },
) {
  const pageSize = await communityPageSize(db);
  const candidates = await findPublishedNoticeDomains(db);
  const matching = candidates.filter((notice) => domainMatches(notice.domains, host));
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await findNoticeSummaries(
    db,
    matching.slice(offset, offset + limit).map((notice) => notice.id),
  );
  const noticeList = rows.map((row) => ({
    id: row.id,
    title: textIn({ title: row.title, contents: '' }, row.translations, language).title,
    lastDate: row.updatedAt.toISOString(),
    domain: row.domains,
  }));
  return { status: 'success' as const, notices: noticeList, maxCount: pageSize, totalCount: matching.length };
}

/** A notice is only readable on the sites it is published for. */
export async function readNotice(
  db: Db,
  { host, id, language }: { host: string; id: number; language: TContentLanguage },
) {
  const notice = await findPublishedNotice(db, id);
  if (!notice || !domainMatches(notice.domains, host)) return { status: 'not_found' as const };
  const text = textIn(notice, notice.translations, language);
  return {
    status: 'success' as const,
    notice: {
      id: notice.id,
      title: text.title,
      lastDate: notice.updatedAt.toISOString(),
      domain: notice.domains,
      contents: text.contents,
    },
  };
}

/** The popups to show now on the requesting site in `language`, with how long "hide" hides one. */
export async function listPopups(
  db: Db,
  { host, now, language }: { host: string; now: Date; language: TContentLanguage },
) {
  const [rows, { popupHideHours }] = await Promise.all([findLivePopups(db, now), siteSettings(db)]);
  const popupList = rows
    .filter((popup) => domainMatches(popup.domains, host))
    .map((popup) => {
      const text = textIn({ title: popup.title, contents: popup.contentsHtml }, popup.translations, language);
      return {
        id: popup.id,
        domain: popup.domains,
        posX: popup.posX,
        posY: popup.posY,
        title: text.title,
        titleColor: popup.titleColor,
        contents: text.contents,
      };
    });
  // The contract wants a positive duration; a zero or negative setting would otherwise fail the answer.
  return { status: 'success' as const, popups: popupList, hideHours: Math.max(1, popupHideHours) };
}
