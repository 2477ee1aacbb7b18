'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';
import { ListSkeleton } from './list-skeleton';
import { ListStatus } from './list-status';
import { Pager } from './pager';

/** One page of a member list as the server answers it (`maxCount` is its page size). */
export interface ListPage<T> {
  items: T[];
  maxCount: number;
  totalCount: number;
}

interface PagedListProps<T extends { id: number }> {
  /** Names the list (`data-list`). */
  name: string;
  queryKey: readonly unknown[];
  load: () => Promise<ListPage<T>>;
  texts: { loading: string; unavailable: string; empty: string };
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  /** The row's data attributes: its id and state, for styles and tests. */
  rowData: (item: T) => Record<`data-${string}`, string | number>;
  /** The date at the row's end. */
  date: (item: T) => string;
  /** What the row shows before its date. */
  children: (item: T) => ReactNode;
}

/**
 * A member's list a page at a time, newest first, each row opening its record (customer service,
 * notes). Loading, failed and empty states in one place; the previous page stays while the next loads.
 */
export function PagedList<T extends { id: number }>({
  name,
  queryKey,
  load,
  texts,
  page,
  onPage,
  onOpen,
  rowData,
  date,
  children,
}: PagedListProps<T>) {
  const list = useQuery({ queryKey, queryFn: load, placeholderData: keepPreviousData, staleTime: 0 });

  if (list.isPending) return <ListSkeleton label={texts.loading} />;
  if (list.isError) return <ListStatus role="alert">{texts.unavailable}</ListStatus>;
  const { items, maxCount, totalCount } = list.data;
  if (items.length === 0) return <ListStatus>{texts.empty}</ListStatus>;

  return (
    <>
      <ul data-list={name} className="divide-y divide-white/5 border-y border-white/5">
        {items.map((item) => {
          const day = formatDate(date(item));
          return (
            <li key={item.id} {...rowData(item)}>
              <button
                type="button"
                onClick={() => onOpen(item.id)}
                className="focus-ring flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left text-sm transition-colors hover:bg-white/[0.03]"
              >
                {children(item)}
                <time
                  dateTime={day}
                  className="hidden w-24 shrink-0 text-right tabular-nums text-slate-400 sm:block"
                >
                  {day}
                </time>
              </button>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pageSize={maxCount} total={totalCount} onPage={onPage} />
    </>
  );
}
