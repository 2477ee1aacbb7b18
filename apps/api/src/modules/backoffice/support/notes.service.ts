import type { TTextVersions } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { insertNotes, pageNotes, type NoteAudience } from './notes.queries.ts';

export async function listNotes(
  db: Db,
  options: { memberId?: number | undefined; q?: string | undefined } & ListParams<'id' | 'createdAt'>,
) {
  const { rows, total } = await pageNotes(db, options, options);
  return listOf(
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      readAt: isoOrNull(row.readAt),
      deletedAt: isoOrNull(row.deletedAt),
    })),
    total,
  );
}

/**
 * Sends a note to its audience, each member getting the version of their language (Korean where
 * none is written); an unknown member is 404, an empty level simply sends none.
 */
export async function sendNotes(
  db: Db,
  {
    actor,
    target,
    title,
    contents,
    translations,
  }: { actor: Actor; target: NoteAudience; title: string; contents: string; translations: TTextVersions },
) {
  return db.transaction(async (tx) => {
    const sent = await insertNotes(tx, { audience: target, title, contents, translations, now: actor.now });
    if (target.kind === 'member' && sent === 0) throw notFound();
    const targetId =
      target.kind === 'member' ? target.memberId : target.kind === 'level' ? target.level : '*';
    await recordAudit(tx, actor, {
      action: 'note.send',
      targetType: target.kind === 'member' ? 'member' : `notes_${target.kind}`,
      targetId,
      after: { title, contents, translations, count: sent },
    });
    return { data: { count: sent } };
  });
}
