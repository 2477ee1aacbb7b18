import { serverCall } from '../../lib/server-call';
import type { SessionState } from './session-state';

/**
 * The session as the first paint should show it: one health check with the visitor's cookie, so
 * the top bar renders signed in or out on the server and never flickers between the two.
 * An unreachable API renders as signed out; the browser's next check corrects it.
 */
export async function loadSession(): Promise<SessionState> {
  const answer = await serverCall('user-health-check', {});
  if (!answer) return { status: 'unauthenticated' };
  return {
    status: 'authenticated',
    user: answer.user,
    noteCount: answer.noteCount,
    helpCount: answer.helpCount,
    mustChangePassword: answer.mustChangePassword,
  };
}
