import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notes, type Db } from '@haneul/db';
import type { PageWindow } from './paging.ts';

/** Notes the member still has: their own and not deleted. */
const keptBy = (memberId: number) => and(eq(notes.memberId, memberId), isNull(notes.deletedAt));

export function findKeptNotes(db: Db, { memberId, window }: { memberId: number; window: PageWindow }) {
  return db
    .select({ id: notes.id, title: notes.title, createdAt: notes.createdAt, readAt: notes.readAt })
    .from(notes)
    .where(keptBy(memberId))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countKeptNotes(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notes).where(keptBy(memberId));
  return row?.total ?? 0;
}

/** One of the member's kept notes; another member's or a deleted one is not found. */
export async function findKeptNote(db: Db, { memberId, id }: { memberId: number; id: number }) {
  const [row] = await db
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), keptBy(memberId)))
    .limit(1);
  return row ?? null;
}

/** Marks unread kept notes read (one when `id` is given, else all); a read note keeps its first read time. */
export async function markNotesRead(
  db: Db,
  { memberId, id, now }: { memberId: number; id?: number; now: Date },
) {
  await db
    .update(notes)
    .set({ readAt: now })
    .where(and(keptBy(memberId), isNull(notes.readAt), id === undefined ? undefined : eq(notes.id, id)));
}

/** Soft-deletes kept notes (one when `id` is given, else all); answers how many were deleted. */
export async function deleteNotes(
  db: Db,
  { memberId, id, now }: { memberId: number; id?: number; now: Date },
): Promise<number> {
  const rows = await db
    .update(notes)
    .set({ deletedAt: now })
    .where(and(keptBy(memberId), id === undefined ? undefined : eq(notes.id, id)))
    .returning({ id: notes.id });
  return rows.length;
}
