import { createDataProvider } from '../lib/data-provider';
import { createApiClient } from '../lib/api-client';
import { createAgentAuthProvider } from './agent-auth-provider';
import { AGENT_RESOURCES } from './agent-resources';
import { agentSessionStore } from './agent-session';

export const agentClient = createApiClient({ token: () => agentSessionStore.read()?.token });
export const agentDataProvider = createDataProvider(agentClient, AGENT_RESOURCES);
export const agentAuthProvider = createAgentAuthProvider(agentClient, agentSessionStore);
