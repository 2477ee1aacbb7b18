'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { MemberOnly } from '../session';
import { ConfirmDialog } from './confirm-dialog';
import { NoteDetail } from './note-detail';
import { NotesList } from './notes-list';
import { type NoteAction, useNoteAction } from './use-note-action';

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
  const noteAction = useNoteAction();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [asking, setAsking] = useState<NoteAction | null>(null);
  const [failed, setFailed] = useState(false);

  async function run(action: NoteAction) {
    const answer = await noteAction.mutateAsync(action);
    setFailed(answer.status !== 'success');
    if (action.kind !== 'readAll') {
      setOpenId(null);
      setPage(1);
    }
  }

  const question = asking ? t(`confirm.${asking.kind}`) : '';
  const confirmLabel = asking ? t(`confirm.${asking.kind}Button`) : '';

  return (
    <PageFrame
      layout="sheet"
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
