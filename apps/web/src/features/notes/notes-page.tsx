'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '../../lib/call-api';
import { PageFrame } from '../help/page-frame';
import { MemberOnly } from '../session/member-only';
import { SESSION_QUERY_KEY } from '../session/session-state';
import { ConfirmDialog } from './confirm-dialog';
import { NOTES_KEY } from './notes-api';
import { NoteDetail } from './note-detail';
import { NotesList } from './notes-list';

export type NoteAction = { kind: 'delete'; id: number } | { kind: 'readAll' } | { kind: 'deleteAll' };

/** Messages from the operator: the list, one message, and the read-all / delete actions. */
export function NotesPage() {
  return (
    <MemberOnly>
      <NotesScreens />
    </MemberOnly>
  );
}

function NotesScreens() {
  const t = useTranslations('notes');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [asking, setAsking] = useState<NoteAction | null>(null);
  const [failed, setFailed] = useState(false);

  async function run(action: NoteAction) {
    const answer =
      action.kind === 'delete'
        ? await callApi('del-note-message', { id: action.id })
        : action.kind === 'readAll'
          ? await callApi('read-all-note', {})
          : await callApi('user-del-note', {});
    setFailed(answer.status !== 'success');
    if (action.kind !== 'readAll') {
      setOpenId(null);
      setPage(1);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
  }

  const question = asking ? t(`confirm.${asking.kind}`) : '';
  const confirmLabel = asking ? t(`confirm.${asking.kind}Button`) : '';

  return (
    <PageFrame
      title={t('title')}
      actions={
        openId === null ? (
          <>
            <button type="button" className="btn-ghost" onClick={() => setAsking({ kind: 'readAll' })}>
              {t('readAll')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setAsking({ kind: 'deleteAll' })}>
              {t('deleteAll')}
            </button>
          </>
        ) : null
      }
    >
      {failed ? (
        <p role="alert" className="mb-4 rounded-xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200">
          {t('failed')}
        </p>
      ) : null}
      {openId === null ? (
        <NotesList page={page} onPage={setPage} onOpen={setOpenId} />
      ) : (
        <NoteDetail
          id={openId}
          onBack={() => setOpenId(null)}
          onDelete={() => setAsking({ kind: 'delete', id: openId })}
        />
      )}
      {asking ? (
        <ConfirmDialog
          question={question}
          confirmLabel={confirmLabel}
          onAnswer={(yes) => {
            const action = asking;
            setAsking(null);
            if (yes) void run(action);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
