'use client';

import { useTranslations } from 'next-intl';
import { PagedList } from '../../components/paged-list';
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
  return (
    <PagedList
      name="notes"
      queryKey={[...NOTES_KEY, page]}
      load={() => loadNotes(page)}
      texts={{ loading: t('loading'), unavailable: t('unavailable'), empty: t('empty') }}
      page={page}
      onPage={onPage}
      onOpen={onOpen}
      rowData={(note) => ({ 'data-note-id': note.id, 'data-read': note.read ? 'true' : 'false' })}
      date={(note) => note.createdAt}
    >
      {(note) => (
        <>
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
        </>
      )}
    </PagedList>
  );
}
