import { asc, eq } from 'drizzle-orm';
import type { TNoteTemplateKey, TTextVersions } from '@haneul/contract';
import { noteTemplates, type Db } from '@haneul/db';

export type NoteTemplateRow = typeof noteTemplates.$inferSelect;

export async function findNoteTemplate(db: Db, key: TNoteTemplateKey): Promise<NoteTemplateRow | undefined> {
  const [row] = await db.select().from(noteTemplates).where(eq(noteTemplates.key, key));
  return row;
}

export function listNoteTemplates(db: Db): Promise<NoteTemplateRow[]> {
  return db.select().from(noteTemplates).orderBy(asc(noteTemplates.key));
}

export async function updateNoteTemplate(
  db: Db,
  key: TNoteTemplateKey,
  text: { title: string; contents: string; translations: TTextVersions; updatedAt: Date },
): Promise<NoteTemplateRow> {
  const [row] = await db.update(noteTemplates).set(text).where(eq(noteTemplates.key, key)).returning();
  if (!row) throw new Error(`note template ${key} is missing: migration 0028 writes every key`);
  return row;
}
