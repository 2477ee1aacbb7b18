'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TContentLanguage } from '@haneul/contract';
import { Link } from '../../i18n/navigation';
import { useContentLanguage } from '../../i18n/use-content-language';
import { callApi } from '../../lib/call-api';
import { formatDate } from '../../lib/format';
import { ListSkeleton } from '../../components/list-skeleton';
import { ListStatus } from '../../components/list-status';
import { PageFrame } from '../../components/page-frame';
import { Pager } from '../../components/pager';
import { MemberOnly } from '../session';

async function loadNotices(page: number, lang: TContentLanguage) {
  const answer = await callApi('get-user-notices', { page, lang });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer;
}

/** The operator's notices for this site, newest first; each opens on its own page. */
export function NoticesPage() {
  return (
    <MemberOnly>
      <NoticesList />
    </MemberOnly>
  );
}

function NoticesList() {
  const t = useTranslations('notices');
  const [page, setPage] = useState(1);
  const lang = useContentLanguage();
  const list = useQuery({
    queryKey: ['notices', page, lang],
    queryFn: () => loadNotices(page, lang),
    placeholderData: keepPreviousData,
  });

  let body;
  if (list.isPending) body = <ListSkeleton label={t('loading')} />;
  else if (list.isError) body = <ListStatus role="alert">{t('unavailable')}</ListStatus>;
  else if (list.data.notices.length === 0) body = <ListStatus>{t('empty')}</ListStatus>;
  else {
    body = (
      <>
        <ul data-list="notices" className="divide-y divide-white/5 border-y border-white/5">
          {list.data.notices.map((notice) => {
            const date = formatDate(notice.lastDate);
            return (
              <li key={notice.id}>
                <Link
                  href={`/notice/${notice.id}`}
                  className="focus-ring flex items-center gap-3 rounded-lg px-2 py-3 text-sm transition-colors hover:bg-white/[0.03]"
                >
                  <span className="min-w-0 flex-1 truncate text-slate-100">{notice.title}</span>
                  <time dateTime={date} className="shrink-0 tabular-nums text-slate-400">
                    {date}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
        <Pager page={page} pageSize={list.data.maxCount} total={list.data.totalCount} onPage={setPage} />
      </>
    );
  }
  return (
    <PageFrame layout="sheet" title={t('title')}>
      {body}
    </PageFrame>
  );
}
