import type { Db } from '@haneul/db';
import { dayRange } from '../../../lib/korean-day.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import { pageSettlements, type SettlementFilters } from './settlements.queries.ts';

/** The settlement log: a bet's first settlement is seq 1, each re-settlement on a corrected result the next. */
export async function listSettlements(
  db: Db,
  {
    from,
    to,
    now,
    ...options
  }: Omit<SettlementFilters, 'start' | 'end'> & {
    from?: string | undefined;
    to?: string | undefined;
    now: Date;
  } & ListParams<'id'>,
) {
  const range = from || to ? dayRange({ from, to }, now) : undefined;
  const { rows, total } = await pageSettlements(
    db,
    { ...options, start: range?.start, end: range?.end },
    options,
  );
  return listOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  );
}
