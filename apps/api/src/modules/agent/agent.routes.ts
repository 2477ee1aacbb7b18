import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { registerEndpoint } from '../../lib/register-endpoint.ts';
import { revokeAgentSession } from './handoff.queries.ts';
import { createHandoff, exchangeHandoff } from './handoff.service.ts';
import {
  commissionPerDay,
  describeAgent,
  listOwnSettlements,
  listSubtree,
  listSubtreeBets,
  listSubtreeRequests,
} from './agent-page.service.ts';
import { createCode, createDomain, listCodes, listDomains } from './referral.service.ts';

/**
 * The agent page under /agent/api, and the member call that leads to it. Every read is bounded by
 * the session's agent: its id comes from the agent session, never from the request.
 */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerCall(app, 'user-agent-handoff', async ({ member }) =>
    createHandoff(db, { memberId: member.memberId, sessionId: member.sessionId, now: app.clock() }),
  );
  registerEndpoint(app, 'agent.exchange', async ({ body, request, now }) =>
    exchangeHandoff(db, { code: body.code, ip: request.ip, now }),
  );
  registerEndpoint(app, 'agent.logout', async ({ agent, now }) => {
    await revokeAgentSession(db, agent.sessionId, now);
    return { status: 'success' as const };
  });
  registerEndpoint(app, 'agent.me', async ({ agent }) => describeAgent(db, agent));
  registerEndpoint(app, 'agent.members', async ({ agent, query }) => listSubtree(db, agent.agentId, query));
  registerEndpoint(app, 'agent.subAgents', async ({ agent, query }) =>
    listSubtree(db, agent.agentId, { ...query, agentsOnly: true }),
  );
  registerEndpoint(app, 'agent.deposits', async ({ agent, query }) =>
    listSubtreeRequests(db, agent.agentId, 'deposit', query),
  );
  registerEndpoint(app, 'agent.withdrawals', async ({ agent, query }) =>
    listSubtreeRequests(db, agent.agentId, 'withdraw', query),
  );
  registerEndpoint(app, 'agent.bets', async ({ agent, query }) => listSubtreeBets(db, agent.agentId, query));
  registerEndpoint(app, 'agent.commission', async ({ agent, query, now }) =>
    commissionPerDay(db, agent.agentId, { ...query, now }),
  );
  registerEndpoint(app, 'agent.settlements', async ({ agent, query }) =>
    listOwnSettlements(db, agent.agentId, query),
  );
  registerEndpoint(app, 'agent.codes', async ({ agent }) => listCodes(db, agent.agentId));
  registerEndpoint(app, 'agent.createCode', async ({ agent, body, now }) =>
    createCode(db, { agentId: agent.agentId, code: body.code, now }),
  );
  registerEndpoint(app, 'agent.domains', async ({ agent }) => listDomains(db, agent.agentId));
  registerEndpoint(app, 'agent.createDomain', async ({ agent, body, now }) =>
    createDomain(db, { agentId: agent.agentId, ...body, now }),
  );
}
