'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { formatDate } from '../../lib/format';
import { HELP_LIST_KEY, loadHelpList } from './help-api';
import { HelpStateBadge } from './help-state';
import { ListStatus } from './page-frame';
import { Pager } from './pager';

/** The member's tickets, newest first, a page at a time (the server sets the page size). */
export function HelpList({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const t = useTranslations('help');
  const list = useQuery({
    queryKey: [...HELP_LIST_KEY, page],
    queryFn: () => loadHelpList(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  if (list.isPending) return <ListStatus role="status">{t('loading')}</ListStatus>;
  if (list.isError) return <ListStatus role="alert">{t('unavailable')}</ListStatus>;
  const { helps, maxCount, totalCount } = list.data;
  if (helps.length === 0) return <ListStatus>{t('empty')}</ListStatus>;

  return (
    <>
      <ul data-list="helps" className="divide-y divide-white/5 border-y border-white/5">
        {helps.map((help) => {
          const date = formatDate(help.lastDate);
          return (
            <li key={help.id} data-help-id={help.id} data-unread={help.unread ? 'true' : 'false'}>
              <button
                type="button"
                onClick={() => onOpen(help.id)}
                className="focus-ring flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left text-sm transition-colors hover:bg-white/[0.03]"
              >
                <span className="flex min-w-0 flex-1 items-center gap-2">
                  {help.unread ? (
                    <span className="shrink-0 rounded-full bg-rose-500 px-1.5 py-0.5 text-[10px] font-bold text-white">
                      {t('unreadMark')}
                    </span>
                  ) : null}
                  <span className="truncate text-slate-100">{help.title}</span>
                </span>
                <HelpStateBadge state={help.state} />
                <time
                  dateTime={date}
                  className="hidden w-24 shrink-0 text-right tabular-nums text-slate-400 sm:block"
                >
                  {date}
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
