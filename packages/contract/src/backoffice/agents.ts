import { z } from 'zod';
import { ZDateTime, ZId, ZWon, zMultilineText } from '../fields.ts';
import { ZAgentDomainRow } from './agent-page-records.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZBasisPoints } from './levels.ts';
import { listAnswer, listQuery, oneAnswer, qBool, qId, qText, ZIdParams } from './list.ts';

const ZRate = z.strictObject({ rollingBp: ZBasisPoints, lossShareBp: ZBasisPoints });
/** Rolling commission (and loss share) per game type, basis points of the members' stakes. */
export const ZAgentRates = z.strictObject({ slot: ZRate, casino: ZRate, sport: ZRate });
export type TAgentRates = z.infer<typeof ZAgentRates>;

/** Referral codes: 3-16 letters or digits, unique regardless of case. */
export const ZReferralCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,16}$/, 'code_format');

export const ZAgentRow = z.object({
  id: ZId,
  userId: z.string(),
  nick: z.string(),
  agentCode: z.string().nullable(),
  /** The agent above this one; null at the top of a tree. */
  parentId: ZId.nullable(),
  parentUserId: z.string().nullable(),
  state: z.enum(['active', 'suspended']),
  /** Direct members (players and sub-agents) registered under the agent. */
  memberCount: z.number().int().min(0),
  subAgentCount: z.number().int().min(0),
  /** Commission earned and not yet settled (the commission account's balance). */
  commission: z.number().int(),
  createdAt: ZDateTime,
});
export const ZAgentDetail = ZAgentRow.extend({
  rates: ZAgentRates,
  codes: z.array(z.object({ id: ZId, code: z.string(), createdAt: ZDateTime })),
  domains: z.array(ZAgentDomainRow),
});
/** The whole agent forest, flattened: every agent with its depth below its top agent (0). */
export const ZAgentTreeNode = z.object({
  id: ZId,
  userId: z.string(),
  nick: z.string(),
  agentCode: z.string().nullable(),
  parentId: ZId.nullable(),
  depth: z.number().int().min(0),
  memberCount: z.number().int().min(0),
});
export const ZSettlementRow = z.object({
  id: ZId,
  agentId: ZId,
  agentUserId: z.string(),
  amount: z.number().int().positive(),
  staffId: ZId,
  staffLogin: z.string(),
  memo: z.string(),
  entryId: ZId,
  createdAt: ZDateTime,
});

const BASE = '/backoffice/api/agents';

export const agentEndpoints = {
  /** `root=true` lists top agents only; `parentId` an agent's direct sub-agents. */
  'agents.list': defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'operator',
    query: listQuery(['id', 'userId', 'createdAt', 'commission'], { q: qText, parentId: qId, root: qBool }),
    answer: listAnswer(ZAgentRow),
  }),
  'agents.tree': defineEndpoint({
    method: 'GET',
    path: `${BASE}/tree`,
    access: 'operator',
    answer: listAnswer(ZAgentTreeNode),
  }),
  'agents.get': defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZAgentDetail),
  }),
  /** Makes a member an agent with a referral code (rates start at 0). 409 `conflict`: code taken or already an agent. */
  'agents.create': defineEndpoint({
    method: 'POST',
    path: BASE,
    access: 'operator',
    body: z.strictObject({ memberId: ZId, agentCode: ZReferralCode }),
    answer: oneAnswer(ZAgentDetail),
  }),
  'agents.updateRates': defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id/rates`,
    access: 'operator',
    params: ZIdParams,
    body: z.strictObject({ rates: ZAgentRates }),
    answer: oneAnswer(ZAgentDetail),
  }),
  'settlements.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/settlements',
    access: 'operator',
    query: listQuery(['id', 'amount'], { agentId: qId }),
    answer: listAnswer(ZSettlementRow),
  }),
  /** Pays commission into the agent's balance (ledger: commission → cash). 409 `balance` when the commission is short. */
  'settlements.create': defineEndpoint({
    method: 'POST',
    path: '/backoffice/api/settlements',
    access: 'operator',
    body: z.strictObject({ agentId: ZId, amount: ZWon, memo: zMultilineText(200, 0).default('') }),
    answer: oneAnswer(ZSettlementRow),
  }),
};
