import {
  everyVersion,
  OTHER_CONTENT_LANGUAGES,
  unknownPlaceholders,
  type TNoteTemplateKey,
  type TOtherContentLanguage,
  type TTextVersion,
} from '@haneul/contract';
import type { Db } from '@haneul/db';
import { invalidFields, notFound, type FieldError } from '@haneul/server-kit';
import {
  findNoteTemplate,
  listNoteTemplates,
  updateNoteTemplate,
  type NoteTemplateRow,
} from '../../automatic-notes/index.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';

export interface NoteTemplateInput extends TTextVersion {
  translations: Record<TOtherContentLanguage, TTextVersion>;
}

function noteTemplateItem(row: NoteTemplateRow) {
  return {
    id: row.key,
    title: row.title,
    contents: row.contents,
    translations: everyVersion(row.translations),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every text field, Korean and the other languages', that names a placeholder the template lacks. */
function placeholderErrors(key: TNoteTemplateKey, input: NoteTemplateInput): FieldError[] {
  const fields: [string, string][] = [
    ['title', input.title],
    ['contents', input.contents],
    ...OTHER_CONTENT_LANGUAGES.flatMap((language): [string, string][] => [
      [`translations.${language}.title`, input.translations[language].title],
      [`translations.${language}.contents`, input.translations[language].contents],
    ]),
  ];
  return fields
    .filter(([, text]) => unknownPlaceholders(key, text).length > 0)
    .map(([field]) => ({ field, reason: 'unknown_placeholder' }));
}

/** The five templates (a fixed set): paging parameters are accepted and the whole list answered. */
export async function listTemplates(db: Db) {
  const rows = await listNoteTemplates(db);
  return { data: rows.map(noteTemplateItem), total: rows.length };
}

export async function getTemplate(db: Db, { id }: { id: TNoteTemplateKey }) {
  const row = await findNoteTemplate(db, id);
  if (!row) throw notFound();
  return { data: noteTemplateItem(row) };
}

/** Rewrites a template; notes already sent keep the text they were sent with. */
export async function editTemplate(
  db: Db,
  { actor, id, input }: { actor: Actor; id: TNoteTemplateKey; input: NoteTemplateInput },
) {
  const errors = placeholderErrors(id, input);
  if (errors.length > 0) throw invalidFields(...errors);
  return db.transaction(async (tx) => {
    const found = await findNoteTemplate(tx, id);
    if (!found) throw notFound();
    const after = noteTemplateItem(await updateNoteTemplate(tx, id, { ...input, updatedAt: actor.now }));
    await recordAudit(tx, actor, {
      action: 'note_template.update',
      targetType: 'note_template',
      targetId: id,
      before: noteTemplateItem(found),
      after,
    });
    return { data: after };
  });
}
