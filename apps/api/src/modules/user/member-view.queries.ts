import { and, count, eq, exists, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { helpReplies, helpTickets, ledgerAccounts, members, notes, preparedFor, type Db } from '@haneul/db';
import type { MemberFields } from './user-fields.ts';

// The correlated subqueries below are built with the query builder, not raw `sql` with column
// references: in a single-table select Drizzle prints `sql` columns without their table, so
// `members.id` inside a subquery on ledger_accounts would silently mean ledger_accounts.id.

/** A member's balance of one account kind (every provider summed for `game`). */
const balanceOf = (db: Db, kind: 'cash' | 'comp' | 'game' | 'point') =>
  sql<number>`(${db
    .select({ total: sql`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.kind, kind)))})`.mapWith(Number);

/** The user fields with their balances, as one row. */
const memberFieldColumns = (db: Db) => ({
  userId: members.userId,
  nick: members.nick,
  phone: members.phone,
  bankName: members.bankName,
  bankOwner: members.bankOwner,
  bankNumber: members.bankNumber,
  level: members.level,
  playType: members.playType,
  cash: balanceOf(db, 'cash'),
  comp: balanceOf(db, 'comp'),
  game: balanceOf(db, 'game'),
  point: balanceOf(db, 'point'),
});

export async function findMemberFields(db: Db, memberId: number): Promise<MemberFields | undefined> {
  const [row] = await db.select(memberFieldColumns(db)).from(members).where(eq(members.id, memberId));
  return row;
}

/** Unread, undeleted notes. */
const unreadNoteCount = (db: Db) =>
  sql<number>`(${db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.memberId, members.id), isNull(notes.readAt), isNull(notes.deletedAt)))})`.mapWith(
    Number,
  );

/** Visible tickets with at least one staff reply the member has not read yet. */
const unreadHelpCount = (db: Db) => {
  const unreadReply = db
    .select({ one: sql`1` })
    .from(helpReplies)
    .where(and(eq(helpReplies.ticketId, helpTickets.id), isNull(helpReplies.readAt)));
  return sql<number>`(${db
    .select({ n: count() })
    .from(helpTickets)
    .where(
      and(eq(helpTickets.memberId, members.id), isNull(helpTickets.hiddenAt), exists(unreadReply)),
    )})`.mapWith(Number);
};

export interface MemberHealth extends MemberFields {
  noteCount: number;
  helpCount: number;
  /** The member has a loss, wager or session limit: their time signed in is counted. */
  hasPlayLimits: boolean;
}

/** Fields, balances and both counts in one round trip: the health check is polled every 30 s. */
export async function findMemberHealth(db: Db, memberId: number): Promise<MemberHealth | undefined> {
  const [row] = await preparedFor(db, 'find_member_health', (handle) =>
    handle
      .select({
        ...memberFieldColumns(handle),
        noteCount: unreadNoteCount(handle),
        helpCount: unreadHelpCount(handle),
        hasPlayLimits: members.hasPlayLimits,
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('find_member_health'),
  ).execute({ memberId });
  return row;
}

export interface MemberProfile extends MemberFields {
  birthDate: string;
  createdAt: Date;
  /** The referring agent's code, null when the member registered without one. */
  agentCode: string | null;
}

const agents = alias(members, 'agents');

export async function findMemberProfile(db: Db, memberId: number): Promise<MemberProfile | undefined> {
  const [row] = await db
    .select({
      ...memberFieldColumns(db),
      birthDate: members.birthDate,
      createdAt: members.createdAt,
      agentCode: agents.agentCode,
    })
    .from(members)
    .leftJoin(agents, and(eq(agents.id, members.agentId), eq(agents.playType, 'agent')))
    .where(eq(members.id, memberId));
  return row;
}
