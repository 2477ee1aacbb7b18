import { MONEY_KIND_GROUPS, type TMoneyKindGroup } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { koreanDayEnd, koreanDayStart } from '../../lib/korean-day.ts';
import {
  pageCashMovements,
  pageDeposits,
  pageMovements,
  pageWithdrawals,
  type Page,
} from './history.queries.ts';
import type { DepositRequest, WithdrawRequest } from './requests.queries.ts';

/**
 * Rows per page of the member's money lists (requests and movements). A constant rather than the
 * operator's `helpPageSize`: that one sizes help tickets, and a cashier list has other needs.
 * The answer's `maxCount` carries it, so clients never hard-code it.
 */
export const MONEY_PAGE_SIZE = 20;

export interface PageOptions {
  memberId: number;
  /** 1-based, as on the wire. */
  page: number;
}

export type SizedPage<T> = Page<T> & { pageSize: number };

function windowOf(page: number) {
  return { limit: MONEY_PAGE_SIZE, offset: (page - 1) * MONEY_PAGE_SIZE };
}

/** The member's deposit requests, newest first, but those they deleted from the list. */
export async function listDeposits(
  db: Db,
  { memberId, page }: PageOptions,
): Promise<SizedPage<DepositRequest>> {
  return { ...(await pageDeposits(db, memberId, windowOf(page))), pageSize: MONEY_PAGE_SIZE };
}

/** The member's withdraw requests, newest first, but those they deleted from the list. */
export async function listWithdrawals(
  db: Db,
  { memberId, page }: PageOptions,
): Promise<SizedPage<WithdrawRequest>> {
  return { ...(await pageWithdrawals(db, memberId, windowOf(page))), pageSize: MONEY_PAGE_SIZE };
}

/** Every movement of the member's cash (`cash`) or comp (`comp`), newest first, amounts signed. */
export async function listMovements(
  db: Db,
  { memberId, page, account }: PageOptions & { account: 'cash' | 'comp' },
) {
  return { ...(await pageMovements(db, memberId, account, windowOf(page))), pageSize: MONEY_PAGE_SIZE };
}

export interface CashHistoryFilter {
  kinds: TMoneyKindGroup;
  /** Korean days, both included (the contract has checked `from` ≤ `to`). */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The member's cash postings of a kind group within Korean days, newest first, each with the cash
 * balance right after it and its game.
 */
export async function listCashHistory(
  db: Db,
  { memberId, page, kinds, from, to }: PageOptions & CashHistoryFilter,
) {
  const filter = {
    kinds: kinds === 'all' ? undefined : MONEY_KIND_GROUPS[kinds],
    start: from === undefined ? undefined : koreanDayStart(from),
    end: to === undefined ? undefined : koreanDayEnd(to),
  };
  return { ...(await pageCashMovements(db, memberId, filter, windowOf(page))), pageSize: MONEY_PAGE_SIZE };
}
