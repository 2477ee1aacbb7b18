import { z } from 'zod';
import { ZDateTime, ZId, zText } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qBool, qId, ZIdParams, ZNullableDateTime } from './list.ts';

export const ZMoneyLockScope = z.enum(['member', 'level', 'site']);
export const ZMoneyLockKind = z.enum(['deposit', 'withdraw']);

/** One lock on deposits or withdrawals, in force (`liftedAt` null) or lifted. */
export const ZMoneyLockRow = z.object({
  id: ZId,
  scope: ZMoneyLockScope,
  kind: ZMoneyLockKind,
  /** The member (scope `member`), with their login id; null otherwise. */
  memberId: ZId.nullable(),
  userId: z.string().nullable(),
  /** The level (scope `level`); null otherwise. */
  level: z.number().int().min(1).nullable(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: ZDateTime,
  liftedBy: z.string().nullable(),
  liftedAt: ZNullableDateTime,
});
export type TMoneyLockRow = z.infer<typeof ZMoneyLockRow>;

/** The reason members read on the deposit and withdraw pages, written in Korean first. */
const reason = zText(200);

/**
 * Whom a new lock holds: `memberId` with scope `member`, `level` with scope `level`, neither for the
 * site. One object rather than a union, so the client sends its fields as it sends every body's.
 */
export const ZMoneyLockCreate = z
  .strictObject({
    scope: ZMoneyLockScope,
    memberId: ZId.optional(),
    level: z.number().int().min(1).max(99).optional(),
    kind: ZMoneyLockKind,
    reason,
  })
  .superRefine((body, ctx) => {
    for (const [field, scope] of [
      ['memberId', 'member'],
      ['level', 'level'],
    ] as const) {
      const given = body[field] !== undefined;
      if (given && body.scope !== scope)
        ctx.addIssue({ code: 'custom', path: [field], message: 'target_not_allowed' });
      if (!given && body.scope === scope)
        ctx.addIssue({ code: 'custom', path: [field], message: 'target_required' });
    }
  });
export type TMoneyLockCreate = z.infer<typeof ZMoneyLockCreate>;

const BASE = '/backoffice/api/money-locks';

/**
 * Deposit and withdraw locks (docs/money.md#locks): any staff member locks one kind for a member, a
 * level or the whole site with a reason, and lifts it; rows are never deleted, so the list with
 * `active=false` is the history.
 */
export const moneyLockEndpoints = {
  'moneyLocks.list': defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'operator',
    query: listQuery(['id'], { memberId: qId, level: qId, scope: ZMoneyLockScope.optional(), active: qBool }),
    answer: listAnswer(ZMoneyLockRow),
  }),
  /**
   * 409 `already` while a lock of that kind holds the same target; 400 `memberId: unknown_member`,
   * `level: unknown_level`.
   */
  'moneyLocks.create': defineEndpoint({
    method: 'POST',
    path: BASE,
    access: 'operator',
    body: ZMoneyLockCreate,
    answer: oneAnswer(ZMoneyLockRow),
  }),
  /** 409 `already` when it was lifted before. */
  'moneyLocks.lift': defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/lift`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZMoneyLockRow),
  }),
};
