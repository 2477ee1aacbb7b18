import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { listNotes, sendNotes } from './notes.service.ts';
import { closeTicket, getTicket, listTickets, replyTicket } from './tickets.service.ts';

/** Customer service (help tickets) and notes to members; the members' streams hear of each. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'tickets.list', async ({ query }) => listTickets(db, query));
  registerEndpoint(app, 'tickets.get', async ({ params }) => getTicket(db, params));
  registerEndpoint(app, 'tickets.reply', async (c) => {
    const answer = await replyTicket(db, { actor: actorOf(c), id: c.params.id, contents: c.body.contents });
    app.live.counts(answer.data.memberId);
    return answer;
  });
  registerEndpoint(app, 'tickets.close', async (c) =>
    closeTicket(db, { actor: actorOf(c), id: c.params.id }),
  );
  registerEndpoint(app, 'notes.list', async ({ query }) => listNotes(db, query));
  registerEndpoint(app, 'notes.send', async (c) => {
    const answer = await sendNotes(db, { actor: actorOf(c), ...c.body });
    const { target } = c.body;
    // A level's members are not looked up: every stream reads its own counts, spread out.
    app.live.counts(target.kind === 'member' ? target.memberId : null);
    return answer;
  });
}
