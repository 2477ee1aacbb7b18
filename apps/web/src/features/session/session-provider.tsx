'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { callApi, onAuthLost } from '../../lib/call-api';
import { useNotify } from '../notify';
import { grownCounts, HEALTH_CHECK_INTERVAL_MS, SESSION_QUERY_KEY, type SessionState } from './session-state';

const SessionContext = createContext<SessionState>({ status: 'loading' });

async function checkHealth(): Promise<SessionState> {
  const answer = await callApi('user-health-check', {});
  if (answer.status === 'success') {
    return {
      status: 'authenticated',
      user: answer.user,
      noteCount: answer.noteCount,
      helpCount: answer.helpCount,
      mustChangePassword: answer.mustChangePassword,
    };
  }
  if (answer.status === 'auth') return { status: 'unauthenticated' };
  // A passing failure (network, throttling) keeps the last known state rather than signing out.
  throw new Error(`health check: ${answer.status}`);
}

/**
 * Holds the session: starts from the server's answer, re-checks every 30 s while signed in,
 * tells the member when messages or customer-service replies arrive, and signs the page out when
 * any call answers `auth`.
 */
export function SessionProvider({ initial, children }: { initial: SessionState; children: ReactNode }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data = initial } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: checkHealth,
    initialData: initial,
    staleTime: HEALTH_CHECK_INTERVAL_MS,
    refetchInterval: (query) =>
      query.state.data?.status === 'authenticated' ? HEALTH_CHECK_INTERVAL_MS : false,
    refetchOnWindowFocus: false,
    retry: false,
  });

  // Declared after useQuery, so it runs once the 30-second check is scheduled: browser tests wait
  // for this mark before they move a fake clock (a page can finish loading before it hydrates).
  useEffect(() => {
    document.documentElement.dataset.sessionReady = 'true';
  }, []);

  const previous = useRef<SessionState>(initial);
  useEffect(() => {
    const grown = grownCounts(previous.current, data);
    previous.current = data;
    if (grown.notes) void notify.show('msg2003', { action: { label: 'goToNote', href: '/note' } });
    if (grown.helps) void notify.show('msg2004', { action: { label: 'goToHelp', href: '/help' } });
  }, [data, notify]);

  useEffect(
    () =>
      onAuthLost(() => {
        const before = queryClient.getQueryData<SessionState>(SESSION_QUERY_KEY);
        queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, { status: 'unauthenticated' });
        if (before?.status === 'authenticated') void notify.show('msg2001', { tone: 'warning' });
      }),
    [queryClient, notify],
  );

  return <SessionContext.Provider value={data}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
