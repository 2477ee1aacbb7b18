import { z } from 'zod';
import { ZDateTime, ZId, zText } from '../fields.ts';
import {
  ZAgentCodeRow,
  ZAgentDomainRow,
  ZAgentPageBet,
  ZAgentPageMember,
  ZAgentPageRequest,
  ZAgentPageSettlement,
  ZAgentPageSubAgent,
  ZAgentSessionAnswer,
  ZCommissionDay,
  ZSiteDomain,
} from './agent-page-records.ts';
import { ZReferralCode } from './agents.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qDay, qId, qText } from './list.ts';
import { ZRequestState } from './requests.ts';

/** An agent sees its whole subtree: its members, their members, and so on. Nothing else. */
const BASE = '/agent/api';

const requestFilters = { memberId: qId, state: ZRequestState.optional() };

export const agentPageEndpoints = {
  /** Trades the member site's one-time handoff code (60 s, single use) for an 8-hour agent session. 401 `auth` when the code is unknown, used or expired. */
  'agent.exchange': defineEndpoint({
    method: 'POST',
    path: `${BASE}/exchange`,
    access: 'public',
    body: z.strictObject({ code: zText(128, 16) }),
    answer: ZAgentSessionAnswer,
  }),
  'agent.logout': defineEndpoint({
    method: 'POST',
    path: `${BASE}/logout`,
    access: 'agent',
    answer: z.object({ status: z.literal('success') }),
  }),
  'agent.me': defineEndpoint({
    method: 'GET',
    path: `${BASE}/me`,
    access: 'agent',
    answer: oneAnswer(
      z.object({
        id: ZId,
        userId: z.string(),
        nick: z.string(),
        agentCode: z.string().nullable(),
        commission: z.number().int(),
        expiresAt: ZDateTime,
      }),
    ),
  }),
  /** `parentId` narrows to one agent's direct members (that agent must be in the subtree). */
  'agent.members': defineEndpoint({
    method: 'GET',
    path: `${BASE}/members`,
    access: 'agent',
    query: listQuery(['id', 'userId', 'createdAt'], { q: qText, parentId: qId }),
    answer: listAnswer(ZAgentPageMember),
  }),
  'agent.deposits': defineEndpoint({
    method: 'GET',
    path: `${BASE}/deposits`,
    access: 'agent',
    query: listQuery(['id', 'amount'], requestFilters),
    answer: listAnswer(ZAgentPageRequest),
  }),
  'agent.withdrawals': defineEndpoint({
    method: 'GET',
    path: `${BASE}/withdrawals`,
    access: 'agent',
    query: listQuery(['id', 'amount'], requestFilters),
    answer: listAnswer(ZAgentPageRequest),
  }),
  'agent.bets': defineEndpoint({
    method: 'GET',
    path: `${BASE}/bets`,
    access: 'agent',
    query: listQuery(['id', 'amount'], {
      memberId: qId,
      kind: z.enum(['bet', 'win', 'rollback']).optional(),
    }),
    answer: listAnswer(ZAgentPageBet),
  }),
  /** Commission credited to the agent per Korean day, both ends included (last 30 days by default). */
  'agent.commission': defineEndpoint({
    method: 'GET',
    path: `${BASE}/commission`,
    access: 'agent',
    query: z.strictObject({ from: qDay, to: qDay }),
    answer: listAnswer(ZCommissionDay),
  }),
  'agent.subAgents': defineEndpoint({
    method: 'GET',
    path: `${BASE}/sub-agents`,
    access: 'agent',
    query: listQuery(['id', 'userId'], { q: qText }),
    answer: listAnswer(ZAgentPageSubAgent),
  }),
  'agent.settlements': defineEndpoint({
    method: 'GET',
    path: `${BASE}/settlements`,
    access: 'agent',
    query: listQuery(['id'], {}),
    answer: listAnswer(ZAgentPageSettlement),
  }),
  'agent.codes': defineEndpoint({
    method: 'GET',
    path: `${BASE}/codes`,
    access: 'agent',
    answer: listAnswer(ZAgentCodeRow),
  }),
  /** 409 `conflict` when the code is taken (by anyone, any case). At most 50 codes per agent. */
  'agent.createCode': defineEndpoint({
    method: 'POST',
    path: `${BASE}/codes`,
    access: 'agent',
    body: z.strictObject({ code: ZReferralCode }),
    answer: oneAnswer(ZAgentCodeRow),
  }),
  'agent.domains': defineEndpoint({
    method: 'GET',
    path: `${BASE}/domains`,
    access: 'agent',
    answer: listAnswer(ZAgentDomainRow),
  }),
  /**
   * Asks for a site domain: once an operator approves it (`agentDomains.approve`), registration
   * there is prefilled with `code` (one of the agent's codes; the agent's own code when omitted).
   * The request starts `pending`. 409 `conflict`: `domain_taken` (another agent's request or
   * domain) or `operator_domain` (one of the operator's own domains, the `operatorDomains` setting).
   */
  'agent.createDomain': defineEndpoint({
    method: 'POST',
    path: `${BASE}/domains`,
    access: 'agent',
    body: z.strictObject({ domain: ZSiteDomain, code: ZReferralCode.optional() }),
    answer: oneAnswer(ZAgentDomainRow),
  }),
};
