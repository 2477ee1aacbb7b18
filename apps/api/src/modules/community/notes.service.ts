import type { Db } from '@haneul/db';
import { communityPageSize, pageWindow } from './paging.ts';
import { countKeptNotes, deleteNotes, findKeptNote, findKeptNotes, markNotesRead } from './notes.queries.ts';

type MemberNow = { memberId: number; now: Date };

export async function listNotes(db: Db, { memberId, page }: { memberId: number; page: number }) {
  const pageSize = await communityPageSize(db);
  const [rows, totalCount] = await Promise.all([
    findKeptNotes(db, { memberId, window: pageWindow(page, pageSize) }),
    countKeptNotes(db, memberId),
  ]);
  const noteList = rows.map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { status: 'success' as const, notes: noteList, maxCount: pageSize, totalCount };
}

/** Opening a note marks it read, which lowers the health check's note count. */
export async function readNote(db: Db, { memberId, id, now }: MemberNow & { id: number }) {
  const note = await findKeptNote(db, { memberId, id });
  if (!note) return { status: 'not_found' as const };
  await markNotesRead(db, { memberId, id, now });
  return {
    status: 'success' as const,
    note: {
      id: note.id,
      title: note.title,
      createdAt: note.createdAt.toISOString(),
      read: true,
      contents: note.contents,
    },
  };
}

export async function readAllNotes(db: Db, { memberId, now }: MemberNow) {
  await markNotesRead(db, { memberId, now });
  return { status: 'success' as const };
}

/** Soft delete: the note stays for the operators' records, the member no longer sees it. */
export async function deleteNote(db: Db, { memberId, id, now }: MemberNow & { id: number }) {
  const deleted = await deleteNotes(db, { memberId, id, now });
  return deleted === 0 ? { status: 'not_found' as const } : { status: 'success' as const };
}

export async function deleteAllNotes(db: Db, { memberId, now }: MemberNow) {
  await deleteNotes(db, { memberId, now });
  return { status: 'success' as const };
}
