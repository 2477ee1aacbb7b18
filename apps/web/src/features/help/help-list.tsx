'use client';

import { useTranslations } from 'next-intl';
import { HELP_LIST_KEY, loadHelpList } from './help-api';
import { HelpStateBadge } from './help-state';
import { PagedList } from '../../components/paged-list';

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
  return (
    <PagedList
      name="helps"
      queryKey={[...HELP_LIST_KEY, page]}
      load={() => loadHelpList(page)}
      texts={{ loading: t('loading'), unavailable: t('unavailable'), empty: t('empty') }}
      page={page}
      onPage={onPage}
      onOpen={onOpen}
      rowData={(help) => ({ 'data-help-id': help.id, 'data-unread': help.unread ? 'true' : 'false' })}
      date={(help) => help.lastDate}
    >
      {(help) => (
        <>
          <span className="flex min-w-0 flex-1 items-center gap-2">
            {help.unread ? (
              <span className="shrink-0 rounded-full bg-rose-500 px-1.5 py-0.5 text-[10px] font-bold text-white">
                {t('unreadMark')}
              </span>
            ) : null}
            <span className="truncate text-slate-100">{help.title}</span>
          </span>
          <HelpStateBadge state={help.state} />
        </>
      )}
    </PagedList>
  );
}
