import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { listNotes, sendNotes } from './notes.service.ts';
import { closeTicket, getTicket, listTickets, replyTicket } from './tickets.service.ts';

/** Customer service (help tickets) and notes to members. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'tickets.list', async ({ query }) => listTickets(db, query));
  registerEndpoint(app, 'tickets.get', async ({ params }) => getTicket(db, params));
  registerEndpoint(app, 'tickets.reply', async (c) =>
    replyTicket(db, { actor: actorOf(c), id: c.params.id, contents: c.body.contents }),
  );
  registerEndpoint(app, 'tickets.close', async (c) =>
    closeTicket(db, { actor: actorOf(c), id: c.params.id }),
  );
  registerEndpoint(app, 'notes.list', async ({ query }) => listNotes(db, query));
  registerEndpoint(app, 'notes.send', async (c) => sendNotes(db, { actor: actorOf(c), ...c.body }));
}
