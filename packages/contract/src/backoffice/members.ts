import { z } from 'zod';
import { MAX_WON, ZDateTime, ZId, zMultilineText } from '../fields.ts';
import { ZPlayType } from '../member.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qBool, qId, qText, ZIdParams, ZNullableDateTime } from './list.ts';

export const ZMemberState = z.enum(['active', 'suspended']);

export const ZMemberRow = z.object({
  id: ZId,
  userId: z.string(),
  nick: z.string(),
  phone: z.string(),
  level: z.number().int(),
  playType: ZPlayType,
  state: ZMemberState,
  /** The agent the member registered under. */
  agentId: ZId.nullable(),
  agentUserId: z.string().nullable(),
  cash: z.number().int(),
  comp: z.number().int(),
  createdAt: ZDateTime,
  lastLoginAt: ZNullableDateTime,
});
export type TMemberRow = z.infer<typeof ZMemberRow>;

export const ZMemberDetail = ZMemberRow.extend({
  bankName: z.string(),
  bankOwner: z.string(),
  bankNumber: z.string(),
  birthDate: z.string(),
  registerDomain: z.string(),
  registerIp: z.string(),
  excludedUntil: ZNullableDateTime,
  /** An agent's own referral code; null for players. */
  agentCode: z.string().nullable(),
  /** Every account the member has, whole won (`game` summed over transfer-wallet providers). */
  balances: z.object({
    cash: z.number().int(),
    comp: z.number().int(),
    hold: z.number().int(),
    commission: z.number().int(),
    game: z.number().int(),
    /** Points (포인트), granted in events: `members.grantPoints`. */
    point: z.number().int(),
  }),
  /** Members with a live session right now. */
  online: z.boolean(),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

const BASE = '/backoffice/api/members';
const memberAction = <B extends z.ZodType, A extends z.ZodType>(verb: string, body: B, answer: A) =>
  defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/${verb}`,
    access: 'operator',
    params: ZIdParams,
    body,
    answer,
  });

export const memberEndpoints = {
  /** `q` matches the login id, nick or phone (contains, any case). `subtree` widens `agentId` to the agent's whole tree. */
  'members.list': defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'operator',
    query: listQuery(['id', 'userId', 'nick', 'createdAt', 'lastLoginAt', 'cash'], {
      q: qText,
      state: ZMemberState.optional(),
      level: z.coerce.number().int().min(1).optional(),
      playType: ZPlayType.optional(),
      agentId: qId,
      subtree: qBool,
    }),
    answer: listAnswer(ZMemberRow),
  }),
  'members.get': defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZMemberDetail),
  }),
  /** Sets the member's level (react-admin's update). */
  'members.update': defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/:id`,
    access: 'operator',
    params: ZIdParams,
    body: z.strictObject({ level: z.number().int().min(1) }),
    answer: oneAnswer(ZMemberDetail),
  }),
  /**
   * A signed amount to the member's cash (or comp) through the ledger, against the house's
   * adjustment account, with the reason as the entry's memo. An operator's adjustments of one
   * Korean day, added up in both directions, stay within the adjustment threshold; past it they
   * are for admins: 403 `forbidden` with `reason: 'adjustment_limit'`. 409 `balance` when it would
   * go negative.
   * `requestId` is made once per adjustment form: a retried or double-submitted request with the
   * same id moves nothing again and answers 409 `already`.
   */
  'members.adjust': memberAction(
    'adjust',
    z.strictObject({
      amount: z
        .number()
        .int()
        .min(-MAX_WON)
        .max(MAX_WON)
        .refine((amount) => amount !== 0, 'amount_zero'),
      account: z.enum(['cash', 'comp']).default('cash'),
      reason: zMultilineText(200),
      requestId: z.uuid(),
    }),
    oneAnswer(z.object({ entryId: ZId, balance: z.number().int() })),
  ),
  /**
   * Points granted in an event (1 P = 1 won), from the house's point account, the event's name as the
   * entry's memo; answers the member's points after it. Counted with the day's adjustments against
   * the operator's cap (403 `forbidden`, `reason: 'adjustment_limit'`); `requestId` as for
   * `members.adjust` (409 `already` on a replay).
   */
  'members.grantPoints': memberAction(
    'grant-points',
    z.strictObject({
      amount: z.number().int().positive().max(MAX_WON),
      reason: zMultilineText(200),
      requestId: z.uuid(),
    }),
    oneAnswer(z.object({ entryId: ZId, point: z.number().int() })),
  ),
  /** Ends every session of the member at once; signing in answers `blocked` until unsuspended. */
  'members.suspend': memberAction(
    'suspend',
    z.strictObject({ reason: zMultilineText(200) }),
    oneAnswer(ZMemberDetail),
  ),
  'members.unsuspend': memberAction(
    'unsuspend',
    z.strictObject({ reason: zMultilineText(200, 0).optional() }),
    oneAnswer(ZMemberDetail),
  ),
  /**
   * A temporary password, shown once; the member's sessions end. It signs in once, and that session
   * must change it before any other call (`change_password`).
   */
  'members.resetPassword': memberAction(
    'reset-password',
    z.strictObject({}),
    oneAnswer(z.object({ temporaryPassword: z.string() })),
  ),
};
