'use client';

import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { SESSION_QUERY_KEY, type SessionState, useSession } from '../session';
import { sessionWithBalance, sessionWithCounts } from './apply-live-event';
import { createLiveHub, type LiveHub } from './live-hub';

/** The stream's reader checks events with the contract's zod schemas: loaded once signed in, so home's first load carries no zod. */
const loadStreamReader = () => import('./parse-stream-event');
type StreamReader = Awaited<ReturnType<typeof loadStreamReader>>;

/** The site's end of the stream (app/api/stream/route.ts). */
const STREAM_PATH = '/api/stream';
/** After the stream is refused (signed out, the API away), the waits before trying again. */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000] as const;

const LiveContext = createContext<LiveHub | null>(null);

/**
 * Keeps the signed-in member's stream open and hands its events on: `balance` and `counts` go
 * straight into the session (the top bar), every event to the page's listeners (useLiveEvent).
 * EventSource reconnects by itself after a dropped connection; a refused one (an answer that is
 * not a stream) is closed for good, so it is opened again here after a wait, and the session is
 * checked at once, in case it was the session that ended. The 30-second health check stays on as
 * the fallback.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(createLiveHub);
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'authenticated';

  useEffect(() => {
    if (!signedIn) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let ended = false;
    const root = document.documentElement;

    const open = (reader: StreamReader) => {
      if (ended) return;
      source = new EventSource(STREAM_PATH);
      source.onopen = () => {
        failures = 0;
        root.dataset.live = 'open';
      };
      source.onerror = () => {
        delete root.dataset.live;
        if (source?.readyState !== EventSource.CLOSED) return;
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
        failures += 1;
        retry = setTimeout(() => open(reader), wait);
      };
      for (const name of reader.STREAM_EVENT_NAMES) {
        source.addEventListener(name, (message) => {
          const event = reader.parseStreamEvent(name, message.data as string);
          if (event) hub.emit(name, event);
        });
      }
    };
    // A reader that cannot load leaves the 30-second health check to keep the top bar current.
    loadStreamReader().then(open, () => undefined);
    const offBalance = hub.on('balance', (event) =>
      queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, (s) => sessionWithBalance(s, event)),
    );
    const offCounts = hub.on('counts', (event) =>
      queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, (s) => sessionWithCounts(s, event)),
    );

    return () => {
      ended = true;
      offBalance();
      offCounts();
      clearTimeout(retry);
      source?.close();
      delete root.dataset.live;
    };
  }, [signedIn, hub, queryClient]);

  return <LiveContext.Provider value={hub}>{children}</LiveContext.Provider>;
}

export function useLiveHub(): LiveHub {
  const hub = useContext(LiveContext);
  if (!hub) throw new Error('useLiveHub outside LiveProvider');
  return hub;
}
