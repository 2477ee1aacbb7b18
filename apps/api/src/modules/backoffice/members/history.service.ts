import { pageGameTransfers } from '../../game-wallet/game-transfers.queries.ts';
import type { Db } from '@haneul/db';
import { dayRange } from '../../../lib/korean-day.ts';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import { pageBets, pageMoney, type BetFilters } from './history.queries.ts';

type MoneyFilters = Parameters<typeof pageMoney>[1];
type MemberAccountKind = NonNullable<MoneyFilters['account']>;

/** A member's money history from the ledger (every posting on their accounts), newest first. */
export async function listMoney(db: Db, options: MoneyFilters & ListParams<'id'>) {
  const { rows, total } = await pageMoney(db, options, options);
  return listOf(
    // The join on members leaves member accounts only; the column's type also spans house kinds.
    rows.map((row) => ({
      ...row,
      account: row.account as MemberAccountKind,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  );
}

export type BetRow = Awaited<ReturnType<typeof pageBets>>['rows'][number];

export function betItem(row: BetRow) {
  const { rolledBackAt, ...rest } = row;
  return { ...rest, rolledBack: isoOrNull(rolledBackAt) !== null, createdAt: row.createdAt.toISOString() };
}

/** Bets, wins and rollbacks from the wallet protocol; `from`/`to` are Korean days. */
export async function listBets(
  db: Db,
  options: Omit<BetFilters, 'start' | 'end'> &
    ListParams<'id' | 'amount'> & { from?: string | undefined; to?: string | undefined; now: Date },
) {
  const { from, to, now, ...rest } = options;
  const range = from || to ? dayRange({ from, to }, now) : undefined;
  const { rows, total } = await pageBets(db, { ...rest, start: range?.start, end: range?.end }, rest);
  return listOf(rows.map(betItem), total);
}

/** Transfers to and from transfer-wallet providers, with their retry state. */
export async function listGameTransfers(
  db: Db,
  options: Parameters<typeof pageGameTransfers>[1] & ListParams<'id'>,
) {
  const { rows, total } = await pageGameTransfers(db, options, options);
  return listOf(
    rows.map((row) => ({
      ...row,
      lastAttemptAt: isoOrNull(row.lastAttemptAt),
      createdAt: row.createdAt.toISOString(),
      finishedAt: isoOrNull(row.finishedAt),
    })),
    total,
  );
}
