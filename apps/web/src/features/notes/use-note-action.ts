'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { SESSION_QUERY_KEY } from '../session';
import { NOTES_KEY } from './notes-api';

export type NoteAction = { kind: 'delete'; id: number } | { kind: 'readAll' } | { kind: 'deleteAll' };

function send(action: NoteAction) {
  if (action.kind === 'delete') return callApi('del-note-message', { id: action.id });
  return action.kind === 'readAll' ? callApi('read-all-note', {}) : callApi('user-del-note', {});
}

/** Deletes or marks read: the list and the top bar's unread count follow from the cache. */
export function useNoteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]),
  });
}
