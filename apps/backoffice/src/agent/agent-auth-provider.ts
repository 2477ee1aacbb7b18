import type { AuthProvider } from 'react-admin';
import type { ApiClient } from '../lib/api-client';
import { isLive, type TokenStore } from '../lib/token-store';
import type { TStoredAgentSession } from './agent-session';

/**
 * The agent page signs in only through the member site's one-time code (see arriveWithCode):
 * there is no password form. A session that ends (401) leads to the page that says how to come back.
 */
export function createAgentAuthProvider(
  client: ApiClient,
  store: TokenStore<TStoredAgentSession>,
  now: () => Date = () => new Date(),
): AuthProvider {
  const live = () => {
    const session = store.read();
    return isLive(session, now()) ? session : undefined;
  };
  return {
    async login() {
      throw new Error('agent.signedOut.title');
    },
    async logout() {
      if (live()) await client.call('agent.logout').catch(() => undefined);
      store.clear();
    },
    async checkAuth() {
      if (!live()) {
        store.clear();
        throw new Error('agent.signedOut.title');
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        store.clear();
        throw new Error('agent.signedOut.title');
      }
    },
    async getIdentity() {
      const session = live();
      if (!session) throw new Error('agent.signedOut.title');
      return { id: session.agent.id, fullName: `${session.agent.nick} (${session.agent.userId})` };
    },
    async getPermissions() {
      return 'agent';
    },
  };
}
