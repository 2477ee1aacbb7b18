import { z } from 'zod';
import { ZDateTime, ZId, zMultilineText } from '../fields.ts';
import { REQUEST_STATES, ZRequestStatus } from '../request-status.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qId, qText, ZIdParams, ZNullableDateTime } from './list.ts';

/** Request states as the back office names them; `pending` filters waiting and taken together. */
export const ZRequestState = z.enum(REQUEST_STATES);
const ZStateFilter = z.enum([...REQUEST_STATES, 'pending']).optional();

const requestColumns = {
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  nick: z.string(),
  amount: z.number().int().positive(),
  state: ZRequestState,
  /** The member site's spelling of the state (wait / reg / already / cansel). */
  status: ZRequestStatus,
  staffId: ZId.nullable(),
  staffLogin: z.string().nullable(),
  memo: z.string(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
};

export const ZDepositRow = z.object({ ...requestColumns, depositorName: z.string() });
export const ZWithdrawRow = z.object({
  ...requestColumns,
  bankName: z.string(),
  bankOwner: z.string(),
  bankNumber: z.string(),
  completedAt: ZNullableDateTime,
  /** Above the approval threshold: a second staff member must approve before another completes. */
  needsApproval: z.boolean(),
  approvedBy: ZId.nullable(),
  approvedByLogin: z.string().nullable(),
  approvedAt: ZNullableDateTime,
});
export type TDepositRow = z.infer<typeof ZDepositRow>;
export type TWithdrawRow = z.infer<typeof ZWithdrawRow>;

/**
 * A money action says why: the memo is required (400 `invalid`, field `memo`, when missing or blank)
 * and becomes the request's memo and its ledger entry's.
 */
const ZMemoBody = z.strictObject({ memo: zMultilineText(200) });
const listFilters = { state: ZStateFilter, memberId: qId, q: qText };
const sortable = ['id', 'amount', 'createdAt', 'updatedAt'] as const;

/**
 * The queues. Actions answer the request as it now is; 409 `already` (with `data`) when it had
 * left the states the action starts from, so nothing moved.
 */
function queue<K extends 'deposits' | 'withdrawals', R extends z.ZodType>(kind: K, row: R) {
  const base = `/backoffice/api/${kind}`;
  const action = <B extends z.ZodType>(verb: string, body: B) =>
    defineEndpoint({
      method: 'POST',
      path: `${base}/:id/${verb}`,
      access: 'operator',
      params: ZIdParams,
      body,
      answer: oneAnswer(row),
    });
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      access: 'operator',
      query: listQuery(sortable, listFilters),
      answer: listAnswer(row),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      access: 'operator',
      params: ZIdParams,
      answer: oneAnswer(row),
    }),
    take: action('take', z.strictObject({})),
    complete: action('complete', ZMemoBody),
    cancel: action('cancel', ZMemoBody),
    approve: action('approve', z.strictObject({})),
  };
}

const deposits = queue('deposits', ZDepositRow);
const withdrawals = queue('withdrawals', ZWithdrawRow);

export const requestEndpoints = {
  'deposits.list': deposits.list,
  'deposits.get': deposits.get,
  'deposits.take': deposits.take,
  /** Credits the member's balance through the ledger. */
  'deposits.complete': deposits.complete,
  'deposits.cancel': deposits.cancel,
  'withdrawals.list': withdrawals.list,
  'withdrawals.get': withdrawals.get,
  'withdrawals.take': withdrawals.take,
  /**
   * Above the approval threshold, 409 `approval` until another staff member approved, and the
   * approver cannot be the one who completes (409 `approval`, reason `same_staff`).
   */
  'withdrawals.approve': withdrawals.approve,
  'withdrawals.complete': withdrawals.complete,
  /** Returns the held amount to the member's balance. */
  'withdrawals.cancel': withdrawals.cancel,
};
