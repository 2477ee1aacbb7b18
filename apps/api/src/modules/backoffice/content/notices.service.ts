import { everyVersion, type TOtherContentLanguage, type TTextVersion } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deleteNotice,
  findNotice,
  insertNotice,
  pageNotices,
  updateNotice,
  type NoticeRow,
} from './content.queries.ts';

export interface NoticeInput {
  title: string;
  contents: string;
  translations: Record<TOtherContentLanguage, TTextVersion>;
  domains: string;
  published: boolean;
}

function noticeItem(row: NoticeRow) {
  return {
    ...row,
    translations: everyVersion(row.translations),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listNotices(
  db: Db,
  options: { q?: string | undefined; published?: boolean | undefined } & ListParams<
    'id' | 'updatedAt' | 'createdAt'
  >,
) {
  const { rows, total } = await pageNotices(db, options, options);
  return listOf(rows.map(noticeItem), total);
}

export async function getNotice(db: Db, { id }: { id: number }) {
  const row = await findNotice(db, id);
  if (!row) throw notFound();
  return { data: noticeItem(row) };
}

/** Notices are plain text (the member site renders them as text), so they are stored as typed. */
export async function createNotice(db: Db, { actor, input }: { actor: Actor; input: NoticeInput }) {
  return db.transaction(async (tx) => {
    const after = noticeItem(
      await insertNotice(tx, { ...input, createdAt: actor.now, updatedAt: actor.now }),
    );
    await recordAudit(tx, actor, {
      action: 'notice.create',
      targetType: 'notice',
      targetId: after.id,
      after,
    });
    return { data: after };
  });
}

export async function editNotice(
  db: Db,
  { actor, id, input }: { actor: Actor; id: number; input: NoticeInput },
) {
  return db.transaction(async (tx) => {
    const found = await findNotice(tx, id, true);
    if (!found) throw notFound();
    const after = noticeItem(await updateNotice(tx, id, { ...input, updatedAt: actor.now }));
    await recordAudit(tx, actor, {
      action: 'notice.update',
      targetType: 'notice',
      targetId: id,
      before: noticeItem(found),
      after,
    });
    return { data: after };
  });
}

export async function removeNotice(db: Db, { actor, id }: { actor: Actor; id: number }) {
  return db.transaction(async (tx) => {
    const found = await findNotice(tx, id, true);
    if (!found) throw notFound();
    await deleteNotice(tx, id);
    const before = noticeItem(found);
    await recordAudit(tx, actor, { action: 'notice.delete', targetType: 'notice', targetId: id, before });
    return { data: before };
  });
}
