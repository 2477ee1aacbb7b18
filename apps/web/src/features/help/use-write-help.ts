'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../lib/call-api';
import { SESSION_QUERY_KEY } from '../session';
import { HELP_LIST_KEY } from './help-api';

/** A new ticket: the ticket list gains it and the session's ticket count follows. */
export function useWriteHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'user-write-help'>) => callApi('user-write-help', body),
    onSuccess: async (answer) => {
      if (answer.status !== 'success') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: HELP_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
