'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LiveProvider } from '../features/live/live-provider';
import { NotifyProvider } from '../features/notify/notify-context';
import { SessionProvider } from '../features/session/session-provider';
import type { SessionState } from '../features/session/session-state';

/** The browser-side context every page shares: query cache, messages, session, live stream. */
export function AppProviders({ session, children }: { session: SessionState; children: ReactNode }) {
  // One cache per browser tab, created once (not per render).
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <SessionProvider initial={session}>
          <LiveProvider>{children}</LiveProvider>
        </SessionProvider>
      </NotifyProvider>
    </QueryClientProvider>
  );
}
