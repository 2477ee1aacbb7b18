import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** What every list endpoint's query carries besides its filters (react-admin's conventions). */
export interface ListParams<S extends string = string> {
  page: number;
  perPage: number;
  sort: S;
  order: 'ASC' | 'DESC';
}

/** The rows to skip and take for a 1-based page. */
export function pageWindow({ page, perPage }: Pick<ListParams, 'page' | 'perPage'>) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/**
 * ORDER BY for the requested sort: the sort column in the requested direction, then `tieBreak` in
 * the same direction, so pages never overlap or skip rows that share a sort value.
 */
export function orderFor<S extends string>(
  columns: Record<S, AnyColumn | SQL>,
  { sort, order }: Pick<ListParams<S>, 'sort' | 'order'>,
  tieBreak: AnyColumn,
): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  const column = columns[sort];
  return column === tieBreak ? [direction(column)] : [direction(column), direction(tieBreak)];
}

/** react-admin's list answer; `total` defaults to the rows given (lists answered whole). */
export function listOf<T>(data: T[], total = data.length): { data: T[]; total: number } {
  return { data, total };
}

/** An ISO string, or null for a missing date. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
