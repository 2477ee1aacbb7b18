'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatDate } from '../../lib/format';
import { retryUnlessGone } from '../../lib/retry-unless-gone';
import { ListStatus } from '../../components/list-status';
import { SESSION_QUERY_KEY } from '../session';
import { loadNote, NOTES_KEY } from './notes-api';

/** One message. Opening it marks it read on the server, so the list and the top bar's count refresh. */
export function NoteDetail({
  id,
  onBack,
  onDelete,
}: {
  id: number;
  onBack: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('notes');
  const queryClient = useQueryClient();
  const note = useQuery({
    queryKey: ['note', id],
    queryFn: () => loadNote(id),
    staleTime: 0,
    retry: retryUnlessGone,
  });

  const loaded = note.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: NOTES_KEY });
  }, [loaded, queryClient]);

  if (note.isPending) return <ListStatus role="status">{t('loading')}</ListStatus>;
  return (
    <article data-note-detail={id}>
      {note.isError ? (
        <ListStatus role="alert">{t('notFound')}</ListStatus>
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-3 border-b border-white/5 pb-3">
            <h2 className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-50">
              {note.data.title}
            </h2>
            <time className="text-sm tabular-nums text-slate-400">{formatDate(note.data.createdAt)}</time>
          </header>
          <p className="py-4 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-200">
            {note.data.contents}
          </p>
        </>
      )}
      <div className="mt-4 flex gap-2">
        <button type="button" className="btn-ghost" onClick={onBack}>
          {t('backToList')}
        </button>
        {note.isSuccess ? (
          <button type="button" className="btn-ghost" onClick={onDelete}>
            {t('delete')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
