import type { TStreamEvents } from '@haneul/contract';
import type { SessionState } from '../session';

/**
 * The session as a `balance` or `counts` event leaves it: the top bar reads the session, so it
 * moves the moment the event lands. Nothing changes for a page that is not signed in.
 */
export function sessionWithBalance(session: SessionState | undefined, event: TStreamEvents['balance']) {
  if (session?.status !== 'authenticated') return session;
  return { ...session, user: { ...session.user, ...event } };
}

export function sessionWithCounts(session: SessionState | undefined, event: TStreamEvents['counts']) {
  if (session?.status !== 'authenticated') return session;
  // The counts are the stream's now, so they are no longer waiting for the health check.
  const { countsPending: _countsPending, ...rest } = session;
  return { ...rest, ...event };
}
