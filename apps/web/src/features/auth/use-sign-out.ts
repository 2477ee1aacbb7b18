'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { SESSION_QUERY_KEY, type SessionState } from '../session';

/**
 * Signs out and forgets everything read as the member: the session becomes a visitor's (member
 * pages leave for home by themselves) and no other cached answer outlives the session.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('user-do-logout', {}),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, { status: 'unauthenticated' });
    },
  });
}
