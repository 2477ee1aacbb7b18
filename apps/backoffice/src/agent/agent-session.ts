import type { z } from 'zod';
import { ZAgentSessionAnswer } from '@haneul/contract';
import type { ApiClient } from '../lib/api-client';
import { createTokenStore } from '../lib/token-store';

export const ZStoredAgentSession = ZAgentSessionAnswer.omit({ status: true });
export type TStoredAgentSession = z.infer<typeof ZStoredAgentSession>;

export const agentSessionStore = createTokenStore('haneul.agent.session', ZStoredAgentSession);

/** How the arrival went: no code in the URL, a code traded for a session, or a code refused. */
export type TArrival = 'none' | 'exchanged' | 'refused';

/**
 * The member site opens /agent/?code=<one-time code>. The code leaves the address bar (and the
 * history) before anything else, so it never sits in a screenshot or a shared link; then it is
 * traded for an 8-hour agent session kept in this tab's sessionStorage.
 */
export async function arriveWithCode(
  client: ApiClient,
  location: Location,
  history: History,
): Promise<TArrival> {
  const url = new URL(location.href);
  const code = url.searchParams.get('code');
  if (code === null) return 'none';
  url.searchParams.delete('code');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    const { token, expiresAt, agent } = await client.call('agent.exchange', { body: { code } });
    agentSessionStore.write({ token, expiresAt, agent });
    return 'exchanged';
  } catch {
    agentSessionStore.clear();
    return 'refused';
  }
}
