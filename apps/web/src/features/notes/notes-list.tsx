'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { formatDate } from '../../lib/format';
import { ListStatus } from '../help/page-frame';
import { Pager } from '../help/pager';
import { loadNotes, NOTES_KEY } from './notes-api';

/** The member's messages, newest first; unread ones stand out. */
export function NotesList({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const t = useTranslations('notes');
  const list = useQuery({
    queryKey: [...NOTES_KEY, page],
    queryFn: () => loadNotes(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  if (list.isPending) return <ListStatus role="status">{t('loading')}</ListStatus>;
  if (list.isError) return <ListStatus role="alert">{t('unavailable')}</ListStatus>;
  const { notes, maxCount, totalCount } = list.data;
  if (notes.length === 0) return <ListStatus>{t('empty')}</ListStatus>;

  return (
    <>
      <ul data-list="notes" className="divide-y divide-white/5 border-y border-white/5">
        {notes.map((note) => {
          const date = formatDate(note.createdAt);
          return (
            <li key={note.id} data-note-id={note.id} data-read={note.read ? 'true' : 'false'}>
              <button
                type="button"
                onClick={() => onOpen(note.id)}
                className="focus-ring flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left text-sm transition-colors hover:bg-white/[0.03]"
              >
                <span
                  aria-hidden="true"
                  className={`size-2 shrink-0 rounded-full ${note.read ? 'bg-transparent' : 'bg-gold-300'}`}
                />
                <span
                  className={`min-w-0 flex-1 truncate ${note.read ? 'text-slate-400' : 'font-semibold text-slate-50'}`}
                >
                  {note.title}
                </span>
                <span
                  className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs ${
                    note.read ? 'border-white/10 text-slate-400' : 'border-gold-400/50 text-gold-200'
                  }`}
                >
                  {note.read ? t('read') : t('unread')}
                </span>
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
