import type { Db } from '@haneul/db';
import { communityPageSize, pageWindow } from './paging.ts';
import {
  countVisibleTickets,
  findReplies,
  findVisibleTicket,
  findVisibleTickets,
  hasPendingAccountAsk,
  hideTickets,
  insertTicket,
  lockMemberRow,
  markRepliesRead,
} from './help.queries.ts';

/** What the deposit page's "ask for the account" button files; operators answer with the account. */
export const ACCOUNT_ASK = {
  title: '입금 계좌 문의',
  contents: '입금하실 계좌번호를 안내해 주세요.',
} as const;

export async function writeHelp(
  db: Db,
  { memberId, title, contents, now }: { memberId: number; title: string; contents: string; now: Date },
) {
  const id = await insertTicket(db, { memberId, kind: 'general', title, contents, now });
  return { status: 'success' as const, id };
}

/** A visitor (no member) gets an empty page rather than an error: the home box lists it for everyone. */
export async function listHelp(db: Db, { memberId, page }: { memberId: number | null; page: number }) {
  const pageSize = await communityPageSize(db);
  if (memberId === null) return { status: 'success' as const, helps: [], maxCount: pageSize, totalCount: 0 };
  const [rows, totalCount] = await Promise.all([
    findVisibleTickets(db, { memberId, window: pageWindow(page, pageSize) }),
    countVisibleTickets(db, memberId),
  ]);
  const helps = rows.map((row) => ({
    id: row.id,
    title: row.title,
    lastDate: row.lastAt.toISOString(),
    state: row.state,
    unread: row.unread,
  }));
  return { status: 'success' as const, helps, maxCount: pageSize, totalCount };
}

/** Reading a ticket marks its staff replies read: that is what lowers the health check's help count. */
export async function readHelp(db: Db, { memberId, id, now }: { memberId: number; id: number; now: Date }) {
  const ticket = await findVisibleTicket(db, { memberId, id });
  if (!ticket) return { status: 'not_found' as const };
  await markRepliesRead(db, { ticketId: ticket.id, now });
  const replies = await findReplies(db, ticket.id);
  return {
    status: 'success' as const,
    help: {
      id: ticket.id,
      title: ticket.title,
      lastDate: ticket.lastAt.toISOString(),
      state: ticket.state,
      unread: false,
      contents: ticket.contents,
      createdAt: ticket.createdAt.toISOString(),
      replies: replies.map((reply) => ({
        id: reply.id,
        contents: reply.contents,
        createdAt: reply.createdAt.toISOString(),
      })),
    },
  };
}

/** Hides the member's tickets from the member only; staff keep the whole history. */
export async function deleteAllHelp(db: Db, { memberId, now }: { memberId: number; now: Date }) {
  await hideTickets(db, { memberId, now });
  return { status: 'success' as const };
}

/** One unanswered account ask at a time, so repeated clicks do not flood the operators' queue. */
export async function askAccount(db: Db, { memberId, now }: { memberId: number; now: Date }) {
  return db.transaction(async (tx) => {
    await lockMemberRow(tx, memberId);
    if (await hasPendingAccountAsk(tx, memberId)) return { status: 'wait' as const };
    const id = await insertTicket(tx, { memberId, kind: 'account_ask', ...ACCOUNT_ASK, now });
    return { status: 'success' as const, id };
  });
}
