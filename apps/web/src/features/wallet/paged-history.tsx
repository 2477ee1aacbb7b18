'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { ListSkeleton } from '../../components/list-skeleton';
import { type MoneyListCall, type MoneyListFilter, type MoneyListPage, useMoneyList } from './use-money-list';
import { useLiveMoneyList } from './use-live-money-list';

export interface HistoryColumn<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  align?: 'left' | 'right';
}

type ItemOf<C extends MoneyListCall> = MoneyListPage<C>['items'][number];

interface PagedHistoryProps<C extends MoneyListCall> {
  /** The list's name on the page (`data-history`, the heading's id). */
  name: string;
  /** The call that reads the list; a request invalidates it by that name (wallet-keys). */
  call: C;
  heading: string;
  columns: HistoryColumn<ItemOf<C>>[];
  /** What acts on the whole list (delete all), beside the heading while the list has items. */
  actions?: ReactNode;
  /** What the body takes besides the page; a new filter starts again at page 1. */
  filter?: MoneyListFilter<C>;
  /** The controls that set the filter, shown under the heading. */
  toolbar?: ReactNode;
}

/** A list the server pages (`maxCount` a page, `totalCount` in all), as a table with previous/next. */
export function PagedHistory<C extends MoneyListCall>({
  name,
  call,
  heading,
  columns,
  actions,
  filter,
  toolbar,
}: PagedHistoryProps<C>) {
  const t = useTranslations('wallet.history');
  // The page belongs to the filter it was chosen under: another filter starts at its first page.
  const filterKey = JSON.stringify(filter ?? {});
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const query = useMoneyList(call, page, filter);
  useLiveMoneyList(call);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.totalCount / query.data.maxCount)) : 1;
  const headingId = `${name}-heading`;

  return (
    <section aria-labelledby={headingId} data-history={name} className="card p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gold-200">
          {heading}
        </h2>
        {actions && query.data && query.data.items.length > 0 ? actions : null}
      </div>
      {toolbar}
      {query.isPending ? <ListSkeleton label={t('loading')} rows={4} /> : null}
      {query.isError ? <p className="py-6 text-center text-sm text-slate-400">{t('unavailable')}</p> : null}
      {query.data && query.data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400">{t('empty')}</p>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-white/10 text-slate-400">
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-1.5 py-2 font-medium whitespace-nowrap sm:px-2 ${column.align === 'right' ? 'text-right' : 'text-left'}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((item: ItemOf<C>) => (
                <tr key={item.id} className="border-b border-white/5 last:border-0">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-1.5 py-2.5 whitespace-nowrap tabular-nums sm:px-2 ${column.align === 'right' ? 'text-right' : 'text-left'}`}
                    >
                      {column.render(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="mt-4 flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            className="btn-ghost px-3 py-1"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </button>
          <span className="tabular-nums text-slate-300">{t('pageOf', { page, pages })}</span>
          <button
            type="button"
            className="btn-ghost px-3 py-1"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
