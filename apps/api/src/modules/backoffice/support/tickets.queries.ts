import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { helpReplies, helpTickets, members, staff, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

type TicketState = (typeof helpTickets.$inferSelect)['state'];
type TicketKind = (typeof helpTickets.$inferSelect)['kind'];

export interface TicketFilters {
  state?: TicketState | undefined;
  kind?: TicketKind | undefined;
  memberId?: number | undefined;
  q?: string | undefined;
}

const replyCount = (db: Db) =>
  sql<number>`(${db.select({ n: count() }).from(helpReplies).where(eq(helpReplies.ticketId, helpTickets.id))})`.mapWith(
    Number,
  );

const rowColumns = (db: Db) => ({
  id: helpTickets.id,
  memberId: helpTickets.memberId,
  userId: members.userId,
  nick: members.nick,
  kind: helpTickets.kind,
  title: helpTickets.title,
  state: helpTickets.state,
  createdAt: helpTickets.createdAt,
  lastAt: helpTickets.lastAt,
  hiddenAt: helpTickets.hiddenAt,
  contactPhone: helpTickets.contactPhone,
  replyCount: replyCount(db),
});

export async function pageTickets(
  db: Db,
  filters: TicketFilters,
  list: ListParams<'lastAt' | 'id' | 'createdAt'>,
) {
  const where: SQL | undefined = and(
    filters.state === undefined ? undefined : eq(helpTickets.state, filters.state),
    filters.kind === undefined ? undefined : eq(helpTickets.kind, filters.kind),
    filters.memberId === undefined ? undefined : eq(helpTickets.memberId, filters.memberId),
    filters.q === undefined
      ? undefined
      : or(ilike(helpTickets.title, `%${filters.q}%`), ilike(members.userId, `%${filters.q}%`)),
  );
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select(rowColumns(db))
    .from(helpTickets)
    .innerJoin(members, eq(members.id, helpTickets.memberId))
    .where(where)
    .orderBy(...orderFor(helpTickets, list, helpTickets.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(helpTickets)
    .innerJoin(members, eq(members.id, helpTickets.memberId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type TicketRow = Awaited<ReturnType<typeof pageTickets>>['rows'][number];

export async function findTicket(db: Db, id: number) {
  const [row] = await db
    .select({ ...rowColumns(db), contents: helpTickets.contents })
    .from(helpTickets)
    .innerJoin(members, eq(members.id, helpTickets.memberId))
    .where(eq(helpTickets.id, id));
  return row;
}

export function findTicketReplies(db: Db, ticketId: number) {
  return db
    .select({
      id: helpReplies.id,
      staffId: helpReplies.staffId,
      staffLogin: staff.login,
      contents: helpReplies.contents,
      createdAt: helpReplies.createdAt,
      readAt: helpReplies.readAt,
    })
    .from(helpReplies)
    .leftJoin(staff, eq(staff.id, helpReplies.staffId))
    .where(eq(helpReplies.ticketId, ticketId))
    .orderBy(asc(helpReplies.id));
}

/** Locks the ticket for a reply or a close; its state decides what may happen. */
export async function lockTicket(db: Db, id: number) {
  const [row] = await db
    .select({ id: helpTickets.id, state: helpTickets.state })
    .from(helpTickets)
    .where(eq(helpTickets.id, id))
    .for('update');
  return row;
}

/** A staff reply, unread by the member: that raises the member's help count (msg2004). */
export async function insertReply(
  db: Db,
  { ticketId, staffId, contents, now }: { ticketId: number; staffId: number; contents: string; now: Date },
): Promise<void> {
  await db.insert(helpReplies).values({ ticketId, staffId, contents, createdAt: now });
  await db.update(helpTickets).set({ state: 'answered', lastAt: now }).where(eq(helpTickets.id, ticketId));
}

export async function closeTicketRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(helpTickets)
    .set({ state: 'closed' })
    .where(and(eq(helpTickets.id, id), ne(helpTickets.state, 'closed')))
    .returning({ id: helpTickets.id });
  return rows.length > 0;
}
