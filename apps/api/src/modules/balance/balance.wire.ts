import {
  requestStatusToWire,
  type ZDepositItem,
  type ZMoneyHistoryItem,
  type ZMoneyItem,
  type ZWithdrawItem,
} from '@haneul/contract';
import type { z } from 'zod';
import type { SizedPage } from './history.service.ts';
import type { CashMovement, Movement } from './history.queries.ts';
import type { DepositRequest, WithdrawRequest } from './requests.queries.ts';

/** The one place where this module's rows take their wire shape (status spellings, ISO dates). */

export function depositItem(row: DepositRequest): z.input<typeof ZDepositItem> {
  return {
    id: row.id,
    amount: row.amount,
    status: requestStatusToWire(row.state),
    depositorName: row.depositorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function withdrawItem(row: WithdrawRequest): z.input<typeof ZWithdrawItem> {
  return {
    id: row.id,
    amount: row.amount,
    status: requestStatusToWire(row.state),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `row.kind` (the ledger's kinds) must fit the contract's `ZMoneyKind`: a new entry kind fails the typecheck here. */
export function moneyItem(row: Movement): z.input<typeof ZMoneyItem> {
  return { id: row.id, kind: row.kind, amount: row.amount, createdAt: row.createdAt.toISOString() };
}

export function cashHistoryItem(row: CashMovement): z.input<typeof ZMoneyHistoryItem> {
  return { ...moneyItem(row), balanceAfter: row.balanceAfter, game: row.game };
}

/** A list answer: the page's items, the page size (`maxCount`) and the list's length. */
export function listAnswer<T, W>(page: SizedPage<T>, toWire: (row: T) => W) {
  return {
    status: 'success' as const,
    items: page.items.map(toWire),
    maxCount: page.pageSize,
    totalCount: page.total,
  };
}
