import { z } from 'zod';
import { ZDateTime, ZId } from '../fields.ts';
import { ZPlayType } from '../member.ts';
import { ZNullableDateTime } from './list.ts';
import { ZRequestState } from './requests.ts';

/** What the agent page shows: the agent's tree without contact or bank details. */

export const ZAgentSessionAnswer = z.object({
  status: z.literal('success'),
  token: z.string(),
  expiresAt: ZDateTime,
  agent: z.object({ id: ZId, userId: z.string(), nick: z.string(), agentCode: z.string().nullable() }),
});

export const ZAgentPageMember = z.object({
  id: ZId,
  userId: z.string(),
  nick: z.string(),
  level: z.number().int(),
  playType: ZPlayType,
  state: z.enum(['active', 'suspended']),
  /** The agent the member registered under (this agent or one below it). */
  parentId: ZId,
  parentUserId: z.string(),
  /** 1 for the agent's own members, 2 for their members, ... */
  depth: z.number().int().min(1),
  cash: z.number().int(),
  createdAt: ZDateTime,
  lastLoginAt: ZNullableDateTime,
});
export const ZAgentPageRequest = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  amount: z.number().int(),
  state: ZRequestState,
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export const ZAgentPageBet = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  providerCode: z.string(),
  gameCode: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  amount: z.number().int(),
  roundId: z.string(),
  createdAt: ZDateTime,
});
export const ZCommissionDay = z.object({
  day: z.string(),
  amount: z.number().int(),
  count: z.number().int(),
});
export const ZAgentPageSubAgent = z.object({
  id: ZId,
  userId: z.string(),
  nick: z.string(),
  agentCode: z.string().nullable(),
  parentId: ZId,
  depth: z.number().int().min(1),
  memberCount: z.number().int().min(0),
});
export const ZAgentPageSettlement = z.object({
  id: ZId,
  amount: z.number().int(),
  memo: z.string(),
  createdAt: ZDateTime,
});
export const ZAgentCodeRow = z.object({
  /** 0 for the agent's own code (members.agent_code), the code's id otherwise. */
  id: z.number().int().min(0),
  code: z.string(),
  primary: z.boolean(),
  createdAt: ZNullableDateTime,
});
/**
 * An agent's claim on a site domain: `pending` until an operator approves it in the back office
 * (only an `approved` domain prefills registration), `refused` when the operator said no, which
 * frees the domain for another request.
 */
export const ZAgentDomainState = z.enum(['pending', 'approved', 'refused']);
export type TAgentDomainState = z.infer<typeof ZAgentDomainState>;
export const ZAgentDomainRow = z.object({
  id: ZId,
  domain: z.string(),
  code: z.string().nullable(),
  state: ZAgentDomainState,
  createdAt: ZDateTime,
  decidedAt: ZNullableDateTime,
});
/** A host as the member site compares them: `haneul.bet`, `www.example.co.kr`... */
export const ZSiteDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/, 'domain_format');
