'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';

export interface HistoryPage<T> {
  items: T[];
  maxCount: number;
  totalCount: number;
}

export interface HistoryColumn<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  align?: 'left' | 'right';
}

interface PagedHistoryProps<T extends { id: number }> {
  /** The query key's first part; invalidate it after a request to reload the list. */
  queryKey: string;
  heading: string;
  load: (page: number) => Promise<HistoryPage<T> | null>;
  columns: HistoryColumn<T>[];
}

/** A list the server pages (`maxCount` a page, `totalCount` in all), as a table with previous/next. */
export function PagedHistory<T extends { id: number }>({
  queryKey,
  heading,
  load,
  columns,
}: PagedHistoryProps<T>) {
  const t = useTranslations('wallet.history');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [queryKey, page],
    queryFn: async () => {
      const answer = await load(page);
      if (!answer) throw new Error(`${queryKey}: not loaded`);
      return answer;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.totalCount / query.data.maxCount)) : 1;
  const headingId = `${queryKey}-heading`;

  return (
    <section aria-labelledby={headingId} data-history={queryKey} className="card p-5 sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-gold-200">
        {heading}
      </h2>
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
              {query.data.items.map((item) => (
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
