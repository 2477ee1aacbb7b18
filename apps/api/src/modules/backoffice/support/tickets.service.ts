import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  closeTicketRow,
  findTicket,
  findTicketReplies,
  insertReply,
  lockTicket,
  pageTickets,
  type TicketFilters,
  type TicketRow,
} from './tickets.queries.ts';

function ticketItem<R extends TicketRow>(row: R) {
  const { hiddenAt, ...rest } = row;
  return {
    ...rest,
    hiddenByMember: hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
  };
}

export async function listTickets(
  db: Db,
  options: TicketFilters & ListParams<'lastAt' | 'id' | 'createdAt'>,
) {
  const { rows, total } = await pageTickets(db, options, options);
  return listOf(rows.map(ticketItem), total);
}

async function ticketRecord(db: Db, id: number) {
  const row = await findTicket(db, id);
  if (!row) throw notFound();
  const replies = await findTicketReplies(db, id);
  return {
    ...ticketItem(row),
    replies: replies.map((reply) => ({
      ...reply,
      createdAt: reply.createdAt.toISOString(),
      readAt: isoOrNull(reply.readAt),
    })),
  };
}

export async function getTicket(db: Db, { id }: { id: number }) {
  return { data: await ticketRecord(db, id) };
}

/** A reply reopens nothing: a closed ticket answers 409 `already` (the member writes a new one). */
export async function replyTicket(
  db: Db,
  { actor, id, contents }: { actor: Actor; id: number; contents: string },
) {
  return db.transaction(async (tx) => {
    const locked = await lockTicket(tx, id);
    if (!locked) throw notFound();
    if (locked.state === 'closed') throw conflict('already');
    await insertReply(tx, { ticketId: id, staffId: actor.staffId, contents, now: actor.now });
    const after = await ticketRecord(tx, id);
    await recordAudit(tx, actor, {
      action: 'ticket.reply',
      targetType: 'help_ticket',
      targetId: id,
      before: { state: locked.state },
      after: { state: after.state, contents },
    });
    return { data: after };
  });
}

export async function closeTicket(db: Db, { actor, id }: { actor: Actor; id: number }) {
  return db.transaction(async (tx) => {
    const locked = await lockTicket(tx, id);
    if (!locked) throw notFound();
    if (!(await closeTicketRow(tx, id))) throw conflict('already');
    await recordAudit(tx, actor, {
      action: 'ticket.close',
      targetType: 'help_ticket',
      targetId: id,
      before: { state: locked.state },
      after: { state: 'closed' },
    });
    return { data: await ticketRecord(tx, id) };
  });
}
