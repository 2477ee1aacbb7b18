import { eq } from 'drizzle-orm';
import {
  fillTemplate,
  textIn,
  type TContentLanguage,
  type TNoteTemplateKey,
  type TNoteTemplateValues,
} from '@haneul/contract';
import { members, notes, type Db } from '@haneul/db';
import { findNoteTemplate } from './note-templates.queries.ts';

/**
 * Writes the note `key`'s template makes for one member, in the language they last signed in with
 * (Korean while the template has no version in it), with the placeholders filled by `values` for
 * that language. Runs in the caller's transaction, so a move that rolls back leaves no note.
 */
export async function sendAutomaticNote<K extends TNoteTemplateKey>(
  tx: Db,
  {
    memberId,
    key,
    values,
    now,
  }: {
    memberId: number;
    key: K;
    values: (language: TContentLanguage) => TNoteTemplateValues<K>;
    now: Date;
  },
): Promise<void> {
  const [[member], template] = await Promise.all([
    tx.select({ language: members.language }).from(members).where(eq(members.id, memberId)),
    findNoteTemplate(tx, key),
  ]);
  if (!member || !template) throw new Error(`no member ${memberId} or no template ${key}`);
  const version = textIn(template, template.translations, member.language);
  await tx.insert(notes).values({
    memberId,
    ...fillTemplate(version, values(member.language)),
    createdAt: now,
  });
}
