'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import type { TContentLanguage } from '@haneul/contract';
import { Link } from '../../i18n/navigation';
import { useContentLanguage } from '../../i18n/use-content-language';
import { callApi } from '../../lib/call-api';
import { formatDate } from '../../lib/format';
import { retryUnlessGone } from '../../lib/retry-unless-gone';
import { ListStatus } from '../../components/list-status';
import { PageFrame } from '../../components/page-frame';
import { MemberOnly } from '../session';

async function loadNotice(id: number, lang: TContentLanguage) {
  const answer = await callApi('read-notice', { id, lang });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer.notice;
}

/** One notice's full text, with a way back to the list. */
export function NoticeDetailPage({ id }: { id: number }) {
  return (
    <MemberOnly>
      <NoticeDetail id={id} />
    </MemberOnly>
  );
}

function NoticeDetail({ id }: { id: number }) {
  const t = useTranslations('notices');
  const lang = useContentLanguage();
  const notice = useQuery({
    queryKey: ['notice', id, lang],
    queryFn: () => loadNotice(id, lang),
    retry: retryUnlessGone,
  });

  return (
    <PageFrame layout="sheet" title={t('title')}>
      {notice.isPending ? (
        <ListStatus role="status">{t('loading')}</ListStatus>
      ) : notice.isError ? (
        <ListStatus role="alert">{t('notFound')}</ListStatus>
      ) : (
        <article data-notice-detail={notice.data.id}>
          <header className="flex flex-wrap items-baseline gap-3 border-b border-white/5 pb-3">
            <h2 className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-50">
              {notice.data.title}
            </h2>
            <time className="text-sm tabular-nums text-slate-400">{formatDate(notice.data.lastDate)}</time>
          </header>
          <p className="py-5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-200">
            {notice.data.contents}
          </p>
        </article>
      )}
      <Link href="/notice" className="btn-ghost mt-4">
        <Icon name="chevronLeft" width={16} height={16} />
        {t('backToList')}
      </Link>
    </PageFrame>
  );
}
