import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { approveDomainRequest, listDomainRequests, refuseDomainRequest } from './agent-domains.service.ts';
import { agentTree, createAgent, getAgent, listAgents, updateAgentRates } from './agents.service.ts';
import { listSettlements, settleCommission } from './settlements.service.ts';

/** Agents: the tree, rolling rates, promotion of a member, domain requests and commission settlements. */
export async function agentAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'agents.list', async ({ query }) => listAgents(db, query));
  registerEndpoint(app, 'agents.tree', async () => agentTree(db));
  registerEndpoint(app, 'agents.get', async ({ params }) => getAgent(db, params));
  registerEndpoint(app, 'agents.create', async (c) => {
    const answer = await createAgent(db, { actor: actorOf(c), ...c.body });
    app.live.profile(c.body.memberId);
    return answer;
  });
  registerEndpoint(app, 'agents.updateRates', async (c) =>
    updateAgentRates(db, { actor: actorOf(c), id: c.params.id, rates: c.body.rates }),
  );
  registerEndpoint(app, 'agentDomains.list', async ({ query }) => listDomainRequests(db, query));
  registerEndpoint(app, 'agentDomains.approve', async (c) =>
    approveDomainRequest(db, { actor: actorOf(c), id: c.params.id }),
  );
  registerEndpoint(app, 'agentDomains.refuse', async (c) =>
    refuseDomainRequest(db, { actor: actorOf(c), id: c.params.id }),
  );
  registerEndpoint(app, 'settlements.list', async ({ query }) => listSettlements(db, query));
  registerEndpoint(app, 'settlements.create', async (c) => {
    const answer = await settleCommission(db, { actor: actorOf(c), ...c.body });
    app.live.balance(c.body.agentId);
    return answer;
  });
}
