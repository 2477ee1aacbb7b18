import { and, asc, count, desc, eq, exists, isNull, notExists } from 'drizzle-orm';
import { helpReplies, helpTickets, members, type Db } from '@haneul/db';
import type { PageWindow } from './paging.ts';

type HelpKind = (typeof helpTickets.$inferInsert)['kind'];

/** Tickets the member still sees: their own, not hidden by their delete-all. */
const visibleTo = (memberId: number) => and(eq(helpTickets.memberId, memberId), isNull(helpTickets.hiddenAt));

/** Runs inside a select on `help_tickets`: some staff reply on the ticket is unread by the member. */
const unreadReplyOf = (db: Db) =>
  exists(
    db
      .select({ id: helpReplies.id })
      .from(helpReplies)
      .where(and(eq(helpReplies.ticketId, helpTickets.id), isNull(helpReplies.readAt))),
  ).mapWith(Boolean);

export async function insertTicket(
  db: Db,
  {
    memberId,
    kind,
    title,
    contents,
    now,
    contactPhone = null,
  }: {
    memberId: number;
    kind: HelpKind;
    title: string;
    contents: string;
    now: Date;
    contactPhone?: string | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(helpTickets)
    .values({ memberId, kind, title, contents, contactPhone, createdAt: now, lastAt: now })
    .returning({ id: helpTickets.id });
  if (!row) throw new Error('help ticket insert returned nothing');
  return row.id;
}

/** The member's visible tickets, newest activity first, each with its unread flag. */
export function findVisibleTickets(db: Db, { memberId, window }: { memberId: number; window: PageWindow }) {
  return db
    .select({
      id: helpTickets.id,
      title: helpTickets.title,
      lastAt: helpTickets.lastAt,
      state: helpTickets.state,
      unread: unreadReplyOf(db),
    })
    .from(helpTickets)
    .where(visibleTo(memberId))
    .orderBy(desc(helpTickets.lastAt), desc(helpTickets.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countVisibleTickets(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(helpTickets).where(visibleTo(memberId));
  return row?.total ?? 0;
}

/** One of the member's visible tickets; another member's or a hidden one is not found. */
export async function findVisibleTicket(db: Db, { memberId, id }: { memberId: number; id: number }) {
  const [row] = await db
    .select()
    .from(helpTickets)
    .where(and(eq(helpTickets.id, id), visibleTo(memberId)))
    .limit(1);
  return row ?? null;
}

export function findReplies(db: Db, ticketId: number) {
  return db
    .select({ id: helpReplies.id, contents: helpReplies.contents, createdAt: helpReplies.createdAt })
    .from(helpReplies)
    .where(eq(helpReplies.ticketId, ticketId))
    .orderBy(asc(helpReplies.createdAt), asc(helpReplies.id));
}

export async function markRepliesRead(
  db: Db,
  { ticketId, now }: { ticketId: number; now: Date },
): Promise<void> {
  await db
    .update(helpReplies)
    .set({ readAt: now })
    .where(and(eq(helpReplies.ticketId, ticketId), isNull(helpReplies.readAt)));
}

export async function hideTickets(db: Db, { memberId, now }: { memberId: number; now: Date }): Promise<void> {
  await db.update(helpTickets).set({ hiddenAt: now }).where(visibleTo(memberId));
}

/**
 * Whether the member has an account ask the operators have not dealt with: still `open` and
 * without a reply. Hidden tickets count too: the member hid it, the operators still have it.
 */
export async function hasPendingAccountAsk(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: helpTickets.id })
    .from(helpTickets)
    .where(
      and(
        eq(helpTickets.memberId, memberId),
        eq(helpTickets.kind, 'account_ask'),
        eq(helpTickets.state, 'open'),
        notExists(
          db.select({ id: helpReplies.id }).from(helpReplies).where(eq(helpReplies.ticketId, helpTickets.id)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Serializes one member's ticket writes until the transaction ends, so two clicks at once cannot
 * both pass the pending-ask check. `no key update` leaves inserts that reference the member free.
 */
export async function lockMemberRow(db: Db, memberId: number): Promise<void> {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}
