import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { adjustBalance, grantMemberPoints } from './adjust-balance.service.ts';
import { listBets, listGameTransfers, listMoney } from './history.service.ts';
import { resetMemberPassword, suspendMember, unsuspendMember } from './member-actions.service.ts';
import { getMember, listMembers, setMemberLevel } from './members.service.ts';

/** Members in the back office; a change the member's open streams should know of is told. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'members.list', async ({ query }) => listMembers(db, query));
  registerEndpoint(app, 'members.get', async ({ params, now }) => getMember(db, { id: params.id, now }));
  registerEndpoint(app, 'members.update', async (c) => {
    const answer = await setMemberLevel(db, { actor: actorOf(c), id: c.params.id, level: c.body.level });
    app.live.profile(c.params.id);
    return answer;
  });
  registerEndpoint(app, 'members.adjust', async (c) => {
    const answer = await adjustBalance(db, { actor: actorOf(c), id: c.params.id, ...c.body });
    app.live.balance(c.params.id);
    return answer;
  });
  registerEndpoint(app, 'members.grantPoints', async (c) => {
    const answer = await grantMemberPoints(db, { actor: actorOf(c), id: c.params.id, ...c.body });
    app.live.balance(c.params.id);
    return answer;
  });
  registerEndpoint(app, 'members.suspend', async (c) => {
    const answer = await suspendMember(db, { actor: actorOf(c), id: c.params.id, reason: c.body.reason });
    app.live.session(c.params.id);
    return answer;
  });
  registerEndpoint(app, 'members.unsuspend', async (c) =>
    unsuspendMember(db, { actor: actorOf(c), id: c.params.id, reason: c.body.reason }),
  );
  registerEndpoint(app, 'members.resetPassword', async (c) => {
    const answer = await resetMemberPassword(db, { actor: actorOf(c), id: c.params.id });
    app.live.session(c.params.id);
    return answer;
  });
  registerEndpoint(app, 'money.list', async ({ query }) => listMoney(db, query));
  // Wallet bets come from game servers, never from a back-office write: the replica may serve them.
  registerEndpoint(app, 'bets.list', async ({ query, now }) => listBets(app.replica.db, { ...query, now }));
  registerEndpoint(app, 'gameTransfers.list', async ({ query }) => listGameTransfers(db, query));
}
