'use client';

import { useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, type SessionState } from '../session';

/** The session's money as an answer states it, shown at once (the next health check agrees). */
export function useSetMoney() {
  const queryClient = useQueryClient();
  return (money: { balance: number; rolling?: number; point?: number }) =>
    queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, (session) =>
      session?.status === 'authenticated' ? { ...session, user: { ...session.user, ...money } } : session,
    );
}
