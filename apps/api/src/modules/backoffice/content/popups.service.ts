import {
  everyVersion,
  OTHER_CONTENT_LANGUAGES,
  type TOtherContentLanguage,
  type TTextVersion,
} from '@haneul/contract';
import type { Db } from '@haneul/db';
import { invalidFields, notFound } from '@haneul/server-kit';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deletePopup,
  findPopup,
  insertPopup,
  pagePopups,
  updatePopup,
  type PopupRow,
} from './content.queries.ts';
import { sanitizePopupHtml } from './sanitize-popup.ts';

export interface PopupInput {
  title: string;
  titleColor: string;
  contents: string;
  translations: Record<TOtherContentLanguage, TTextVersion>;
  domains: string;
  posX: number;
  posY: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

function popupItem(row: PopupRow) {
  const { contentsHtml, ...rest } = row;
  return {
    ...rest,
    contents: contentsHtml,
    translations: everyVersion(row.translations),
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One language's body through the allow-list; a written one must keep something. */
function sanitizedContents(html: string, field: string): string {
  const clean = sanitizePopupHtml(html);
  if (clean === '') throw invalidFields({ field, reason: 'empty_after_sanitizing' });
  return clean;
}

/**
 * The row to store: every language's HTML through the allow-list (on write, before anything is
 * stored), dates parsed.
 */
function popupValues(input: PopupInput) {
  const contentsHtml = sanitizedContents(input.contents, 'contents');
  const translations = Object.fromEntries(
    OTHER_CONTENT_LANGUAGES.map((language) => {
      const { title, contents } = input.translations[language];
      const clean = title === '' ? '' : sanitizedContents(contents, `translations.${language}.contents`);
      return [language, { title, contents: clean }];
    }),
  );
  const { contents: _contents, startsAt, endsAt, ...rest } = input;
  return {
    ...rest,
    contentsHtml,
    translations,
    startsAt: startsAt === null ? null : new Date(startsAt),
    endsAt: endsAt === null ? null : new Date(endsAt),
  };
}

export async function listPopups(
  db: Db,
  options: { q?: string | undefined; active?: boolean | undefined } & ListParams<'id' | 'createdAt'>,
) {
  const { rows, total } = await pagePopups(db, options, options);
  return listOf(rows.map(popupItem), total);
}

export async function getPopup(db: Db, { id }: { id: number }) {
  const row = await findPopup(db, id);
  if (!row) throw notFound();
  return { data: popupItem(row) };
}

export async function createPopup(db: Db, { actor, input }: { actor: Actor; input: PopupInput }) {
  const values = popupValues(input);
  return db.transaction(async (tx) => {
    const after = popupItem(await insertPopup(tx, { ...values, createdAt: actor.now }));
    await recordAudit(tx, actor, { action: 'popup.create', targetType: 'popup', targetId: after.id, after });
    return { data: after };
  });
}

export async function editPopup(
  db: Db,
  { actor, id, input }: { actor: Actor; id: number; input: PopupInput },
) {
  const values = popupValues(input);
  return db.transaction(async (tx) => {
    const found = await findPopup(tx, id, true);
    if (!found) throw notFound();
    const after = popupItem(await updatePopup(tx, id, values));
    await recordAudit(tx, actor, {
      action: 'popup.update',
      targetType: 'popup',
      targetId: id,
      before: popupItem(found),
      after,
    });
    return { data: after };
  });
}

export async function removePopup(db: Db, { actor, id }: { actor: Actor; id: number }) {
  return db.transaction(async (tx) => {
    const found = await findPopup(tx, id, true);
    if (!found) throw notFound();
    await deletePopup(tx, id);
    const before = popupItem(found);
    await recordAudit(tx, actor, { action: 'popup.delete', targetType: 'popup', targetId: id, before });
    return { data: before };
  });
}
