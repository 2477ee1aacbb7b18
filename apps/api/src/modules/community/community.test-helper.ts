import { and, count, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CallName } from '@haneul/contract';
import { helpReplies, helpTickets, notes, notices, popups, settings, type Db } from '@haneul/db';
import { createTestMember, createTestSession } from '@haneul/db/testing';
import type { TestApp } from '../../testing/test-app.ts';

/** Test data for the community module: what the back office will write once it exists. */

export async function insertNotice(db: Db, values: Partial<typeof notices.$inferInsert> = {}) {
  const [row] = await db
    .insert(notices)
    .values({ title: '공지', contents: '공지 내용', ...values })
    .returning();
  if (!row) throw new Error('notice insert returned nothing');
  return row;
}

export async function insertPopup(db: Db, values: Partial<typeof popups.$inferInsert> = {}) {
  const [row] = await db
    .insert(popups)
    .values({ title: '팝업', contentsHtml: '<p>이벤트</p>', ...values })
    .returning();
  if (!row) throw new Error('popup insert returned nothing');
  return row;
}

export async function insertNote(db: Db, values: Partial<typeof notes.$inferInsert> & { memberId: number }) {
  const [row] = await db
    .insert(notes)
    .values({ title: '쪽지', contents: '쪽지 내용', ...values })
    .returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

export async function insertTicket(
  db: Db,
  values: Partial<typeof helpTickets.$inferInsert> & { memberId: number },
) {
  const [row] = await db
    .insert(helpTickets)
    .values({ title: '문의', contents: '문의 내용', ...values })
    .returning();
  if (!row) throw new Error('ticket insert returned nothing');
  return row;
}

/** A staff reply, unread unless `readAt` is given. */
export async function insertReply(
  db: Db,
  values: Partial<typeof helpReplies.$inferInsert> & { ticketId: number },
) {
  const [row] = await db
    .insert(helpReplies)
    .values({ contents: '답변 드립니다.', ...values })
    .returning();
  if (!row) throw new Error('reply insert returned nothing');
  return row;
}

/** Unread staff replies on the member's tickets (what the health check's help count is made of). */
export async function unreadReplyCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(helpReplies)
    .innerJoin(helpTickets, eq(helpTickets.id, helpReplies.ticketId))
    .where(and(eq(helpTickets.memberId, memberId), isNull(helpReplies.readAt)));
  return row?.total ?? 0;
}

export function ticketsOf(db: Db, memberId: number) {
  return db.select().from(helpTickets).where(eq(helpTickets.memberId, memberId)).orderBy(helpTickets.id);
}

export function notesOf(db: Db, memberId: number) {
  return db.select().from(notes).where(eq(notes.memberId, memberId)).orderBy(notes.id);
}

/** Overrides one operator setting for the rest of the test file (call with `null` to remove it). */
export async function setSetting(db: Db, key: string, value: number | null): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
  if (value !== null) await db.insert(settings).values({ key, value });
}

/** A fresh member with a session token. */
export async function signedInMember(t: TestApp): Promise<{ id: number; token: string }> {
  const created = await createTestMember(t.database.db);
  return { id: created.id, token: await createTestSession(t.database.db, created.id, t.clock()) };
}

/** A call as it arrives from a member site: `origin` is the site the browser is on. */
export function callFromSite(
  t: TestApp,
  name: CallName,
  { origin, body = {}, headers = {} }: { origin?: string; body?: unknown; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return t.call(name, body, { headers: origin ? { origin, ...headers } : headers });
}
