import { z } from 'zod';
import { ZMoneyKind } from '../calls/balance.ts';
import { ZDateTime, ZId } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, qDay, qId, qText } from './list.ts';

export const ZLedgerAccountKind = z.enum(['cash', 'comp', 'hold', 'commission', 'game', 'point']);

/** One posting on a member account, newest first: the money history. `amount` is signed. */
export const ZMoneyRow = z.object({
  id: ZId,
  entryId: ZId,
  memberId: ZId,
  userId: z.string(),
  account: ZLedgerAccountKind,
  kind: ZMoneyKind,
  amount: z.number().int(),
  memo: z.string(),
  createdAt: ZDateTime,
});

/** A wallet-protocol transaction from a game provider (a bet, a win, a rollback). */
export const ZBetRow = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  providerCode: z.string(),
  transactionId: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  roundId: z.string(),
  gameCode: z.string(),
  amount: z.number().int(),
  /** The answer the provider got (`OK`, `INSUFFICIENT_FUNDS`...). */
  result: z.string(),
  rolledBack: z.boolean(),
  createdAt: ZDateTime,
});

/**
 * A transfer to or from a transfer-wallet provider (docs/money.md#transfer-wallets): `attempts` is
 * how often the provider was asked, `lastAttemptAt` when; a `pending` one is retried until answered.
 * A settlement's `amount` is signed (what play at the provider moved).
 */
export const ZGameTransferRow = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  providerCode: z.string(),
  direction: z.enum(['in', 'out', 'settle']),
  amount: z.number().int(),
  state: z.enum(['pending', 'done', 'failed']),
  attempts: z.number().int().min(0),
  lastAttemptAt: ZDateTime.nullable(),
  createdAt: ZDateTime,
  finishedAt: ZDateTime.nullable(),
});

/** A member's money (the ledger) and play (the wallet protocol): react-admin references by `memberId`. */
export const historyEndpoints = {
  'money.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/money',
    access: 'operator',
    query: listQuery(['id'], {
      memberId: qId,
      kind: ZMoneyKind.optional(),
      account: ZLedgerAccountKind.optional(),
    }),
    answer: listAnswer(ZMoneyRow),
  }),
  /** `from` and `to` are Korean days, both included. */
  'bets.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/bets',
    access: 'operator',
    query: listQuery(['id', 'amount'], {
      memberId: qId,
      providerCode: qText,
      gameCode: qText,
      kind: z.enum(['bet', 'win', 'rollback']).optional(),
      from: qDay,
      to: qDay,
    }),
    answer: listAnswer(ZBetRow),
  }),
  'gameTransfers.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/game-transfers',
    access: 'operator',
    query: listQuery(['id'], {
      memberId: qId,
      state: z.enum(['pending', 'done', 'failed']).optional(),
    }),
    answer: listAnswer(ZGameTransferRow),
  }),
};
