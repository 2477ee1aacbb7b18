'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatDate } from '../../lib/format';
import { SESSION_QUERY_KEY } from '../session';
import { retryUnlessGone } from '../../lib/retry-unless-gone';
import { HELP_LIST_KEY, loadHelp } from './help-api';
import { HelpStateBadge } from './help-state';
import { ListStatus } from '../../components/list-status';

/** One ticket with the staff's replies. Reading it marks the replies read, so the counts refresh. */
export function HelpDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useTranslations('help');
  const queryClient = useQueryClient();
  const help = useQuery({
    queryKey: ['help', id],
    queryFn: () => loadHelp(id),
    staleTime: 0,
    retry: retryUnlessGone,
  });

  const loaded = help.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: HELP_LIST_KEY });
  }, [loaded, queryClient]);

  const back = (
    <button type="button" className="btn-ghost mt-6" onClick={onBack}>
      {t('backToList')}
    </button>
  );
  if (help.isPending) return <ListStatus role="status">{t('loading')}</ListStatus>;
  if (help.isError) {
    return (
      <>
        <ListStatus role="alert">{t('notFound')}</ListStatus>
        {back}
      </>
    );
  }
  const ticket = help.data;
  return (
    <article data-help-detail={ticket.id}>
      <header className="flex flex-wrap items-center gap-3 border-b border-white/5 pb-3">
        <h2 className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-50">{ticket.title}</h2>
        <HelpStateBadge state={ticket.state} />
        <time className="text-sm tabular-nums text-slate-400">{formatDate(ticket.createdAt)}</time>
      </header>
      <p className="py-4 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-200">
        {ticket.contents}
      </p>
      <h3 className="mt-2 mb-2 text-sm font-semibold text-gold-200">{t('replies')}</h3>
      {ticket.replies.length === 0 ? (
        <p className="rounded-xl bg-white/[0.03] p-4 text-sm text-slate-400">{t('noReplies')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {ticket.replies.map((reply) => (
            <li key={reply.id} className="rounded-xl border border-gold-500/20 bg-gold-400/[0.04] p-4">
              <div className="mb-1.5 flex justify-between text-xs text-gold-300">
                <span>{t('staff')}</span>
                <time className="tabular-nums">{formatDate(reply.createdAt)}</time>
              </div>
              <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">
                {reply.contents}
              </p>
            </li>
          ))}
        </ol>
      )}
      {back}
    </article>
  );
}
