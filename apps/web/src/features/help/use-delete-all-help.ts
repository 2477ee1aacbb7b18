'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { SESSION_QUERY_KEY } from '../session';
import { HELP_LIST_KEY } from './help-api';

/** Deletes every ticket: the list empties and the session's ticket count follows. */
export function useDeleteAllHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('del-all-help', {}),
    onSuccess: async (answer) => {
      if (answer.status !== 'success') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: HELP_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
