import { z } from 'zod';
import { statusOnly, ZPageBody, ZPageInfo } from '../common.ts';
import { ZDateTime, ZDay, ZEmpty, ZId, ZWon, ZWonBalance, zText } from '../fields.ts';
import { ZExchangePassword } from '../member.ts';
import { ZRequestStatus } from '../request-status.ts';
import { defineCall } from './define-call.ts';

export const ZDepositItem = z.object({
  id: ZId,
  amount: z.number().int().positive(),
  status: ZRequestStatus,
  depositorName: z.string(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export const ZWithdrawItem = z.object({
  id: ZId,
  amount: z.number().int().positive(),
  status: ZRequestStatus,
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});

/**
 * Why money moved: the ledger's entry kinds (the API's `ENTRY_KINDS`; the API's typecheck fails if
 * the two lists drift apart). Clients translate them with their message files.
 */
export const ZMoneyKind = z.enum([
  'deposit',
  'withdraw_hold',
  'withdraw_pay',
  'withdraw_release',
  'comp_accrual',
  'comp_convert',
  'bet',
  'win',
  'rollback',
  'transfer_in',
  'transfer_out',
  'game_settle',
  'commission',
  'adjustment',
  'sport_bet',
  'sport_settle',
  'point_grant',
  'point_convert',
]);
export type TMoneyKind = z.infer<typeof ZMoneyKind>;

/** One movement of the member's cash or comp, newest first: `id` is the posting, `amount` is signed. */
export const ZMoneyItem = z.object({
  id: ZId,
  kind: ZMoneyKind,
  amount: z.number().int(),
  createdAt: ZDateTime,
});

/**
 * The money history's filter groups, each a set of the kinds above (every kind in exactly one; the
 * contract's test holds that): the cashier's money, play (casino, slots, sports, transfer wallets),
 * comp, points and commission paid out, and staff adjustments. `all` is every kind.
 */
export const MONEY_KIND_GROUPS = {
  money: ['deposit', 'withdraw_hold', 'withdraw_pay', 'withdraw_release'],
  games: [
    'bet',
    'win',
    'rollback',
    'transfer_in',
    'transfer_out',
    'game_settle',
    'sport_bet',
    'sport_settle',
  ],
  comp: ['comp_accrual', 'comp_convert', 'point_grant', 'point_convert', 'commission'],
  adjustments: ['adjustment'],
} as const satisfies Record<string, readonly TMoneyKind[]>;
export const ZMoneyKindGroup = z.enum(['all', 'money', 'games', 'comp', 'adjustments']);
export type TMoneyKindGroup = z.infer<typeof ZMoneyKindGroup>;

/**
 * The money history's page and filters: a kind group and Korean days (UTC+9), both included.
 * `from` after `to` is `invalid` (field `from`, reason `after_to`).
 */
export const ZMoneyHistoryBody = ZPageBody.extend({
  kinds: ZMoneyKindGroup.default('all'),
  from: ZDay.optional(),
  to: ZDay.optional(),
}).refine((body) => !body.from || !body.to || body.from <= body.to, {
  path: ['from'],
  message: 'after_to',
});

/** The game a bet, win or rollback was for: `company` as open-game takes it, the catalogue's Korean name. */
export const ZMoneyGame = z.object({ company: z.string(), code: z.string(), name: z.string() });

/**
 * A movement of the member's cash with the cash balance right after it (exact whatever the filter)
 * and, for a bet, win or rollback, its game (null otherwise).
 */
export const ZMoneyHistoryItem = ZMoneyItem.extend({
  balanceAfter: ZWonBalance,
  game: ZMoneyGame.nullable(),
});

export const ZBalanceSetting = z.object({
  status: z.literal('success'),
  depositMin: z.number().int().positive(),
  depositMax: z.number().int().positive(),
  withdrawMin: z.number().int().positive(),
  withdrawMax: z.number().int().positive(),
  compMin: z.number().int().positive(),
  /** The least points converted to cash at once (point-to-money). */
  pointMin: z.number().int().positive(),
});

/**
 * An operator's lock on one kind of request, as the member sees it: the operator's reason, as
 * written (Korean first), shown beside the site's own text in the member's language.
 */
export const ZMoneyLock = z.object({ reason: z.string() });
export type TMoneyLock = z.infer<typeof ZMoneyLock>;
/** The answer of a request refused by a lock: nothing was written and nothing moved. */
const lockedAnswer = z.object({ status: z.literal('locked'), reason: z.string() });

/**
 * Which finished requests to delete from the member's own list: the ids named, or every finished
 * one when none are. Pending requests, other members' and unknown ids are left alone.
 */
export const ZDeleteRequestsBody = z.strictObject({ ids: z.array(ZId).min(1).max(100).optional() });
const deletedAnswer = z.object({ status: z.literal('success'), deleted: z.number().int().min(0) });

/** A page of the member's money list; `maxCount` is the page size (20), `totalCount` the list's length. */
const list = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal('success'), items: z.array(item), ...ZPageInfo });

export const balanceCalls = {
  'get-balance-setting': defineCall({
    path: '/public/balance/setting',
    auth: false,
    body: ZEmpty,
    answer: ZBalanceSetting,
  }),
  /**
   * Writes a waiting request; no money moves until an operator completes it. `wait`: one pending
   * deposit at a time. Amounts outside the operator's limits are `invalid` (field `amount`, reason
   * `below_minimum` | `above_maximum`). `blocked`: self-excluded (a suspended member's session no
   * longer resolves: `auth`). `locked`: an operator locked deposits for the member, their level or
   * the site; `reason` is the operator's.
   */
  'apply-user-deposit': defineCall({
    path: '/public/balance/apply_deposit',
    auth: true,
    body: z.strictObject({ amount: ZWon, depositorName: zText(30) }),
    answer: z.union([
      z.object({ status: z.literal('success'), id: ZId }),
      statusOnly('wait'),
      // Beyond one of the member's own deposit limits: what is left of it, and its period.
      z.object({ status: z.literal('limit'), left: ZWonBalance, period: z.enum(['day', 'week', 'month']) }),
      lockedAnswer,
    ]),
  }),
  /**
   * The amount is held from the balance at once; the answer's `balance` is the cash left. `pass`: a
   * wrong exchange password; `wait`: a withdrawal is already pending; `balance`: not enough cash;
   * limits as for deposits (`invalid`); `locked` as for deposits, checked before the exchange
   * password. A self-excluded member may withdraw; a suspended one's session no longer resolves
   * (`auth`).
   */
  'apply-user-withdraw': defineCall({
    path: '/public/balance/apply_withdraw',
    auth: true,
    body: z.strictObject({ amount: ZWon, exchangePassword: ZExchangePassword }),
    answer: z.union([
      z.object({ status: z.literal('success'), id: ZId, balance: z.number().int().min(0) }),
      statusOnly('wait'),
      statusOnly('pass'),
      statusOnly('balance'),
      lockedAnswer,
    ]),
  }),
  /**
   * The operator's locks in force for the member now, so the deposit and withdraw pages say so up
   * front: per kind the lock that applies (the member's own before their level's before the
   * site's), or null.
   */
  'get-money-locks': defineCall({
    path: '/public/balance/money_locks',
    auth: true,
    body: ZEmpty,
    answer: z.object({
      status: z.literal('success'),
      deposit: ZMoneyLock.nullable(),
      withdraw: ZMoneyLock.nullable(),
    }),
  }),
  /**
   * The member takes back their own withdrawal while it still waits (wire `wait`, not approved): the
   * held amount returns to the cash through the ledger, once; `balance` is the cash now. `already`:
   * an operator took, approved, paid or cancelled it first (nothing moved); `not_found`: no such
   * withdrawal of this member.
   */
  'cancel-user-withdraw': defineCall({
    path: '/public/balance/cancel_withdraw',
    auth: true,
    body: z.strictObject({ id: ZId }),
    answer: z.union([
      z.object({ status: z.literal('success'), balance: z.number().int().min(0) }),
      statusOnly('already'),
      statusOnly('not_found'),
    ]),
  }),
  /**
   * Comp to cash; answers the new cash (`balance`) and comp (`rolling`). `low_point`: below the
   * operator's minimum or beyond the comp held.
   */
  'roll-to-balance': defineCall({
    path: '/public/balance/roll_to_balance',
    auth: true,
    body: z.strictObject({ amount: ZWon }),
    answer: z.union([
      z.object({
        status: z.literal('success'),
        balance: z.number().int().min(0),
        rolling: z.number().int().min(0),
      }),
      statusOnly('low_point'),
    ]),
  }),
  'get-deposit-list': defineCall({
    path: '/public/balance/deposit_list',
    auth: true,
    body: ZPageBody,
    answer: list(ZDepositItem),
  }),
  'get-withdraw-list': defineCall({
    path: '/public/balance/withdraw_list',
    auth: true,
    body: ZPageBody,
    answer: list(ZWithdrawItem),
  }),
  /**
   * Deletes finished deposit requests (completed or cancelled) from the member's own list only:
   * the ledger and the operator's views keep them. `deleted` counts the requests hidden now.
   */
  'del-deposit-list': defineCall({
    path: '/public/balance/deposit_delete',
    auth: true,
    body: ZDeleteRequestsBody,
    answer: deletedAnswer,
  }),
  /** The same for finished withdrawal requests (paid or returned). */
  'del-withdraw-list': defineCall({
    path: '/public/balance/withdraw_delete',
    auth: true,
    body: ZDeleteRequestsBody,
    answer: deletedAnswer,
  }),
  /** The member's cash postings, newest first, filtered by kind group and Korean days. */
  'get-money-history': defineCall({
    path: '/public/balance/money_history',
    auth: true,
    body: ZMoneyHistoryBody,
    answer: list(ZMoneyHistoryItem),
  }),
  'get-comp-history': defineCall({
    path: '/public/balance/comp_history',
    auth: true,
    body: ZPageBody,
    answer: list(ZMoneyItem),
  }),
};
