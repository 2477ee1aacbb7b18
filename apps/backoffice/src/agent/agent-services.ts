import { createDataProvider } from '../lib/data-provider';
import { createEndpointClient } from '../lib/endpoint-client';
import { createHttpClient } from '../lib/http-client';
import { createAgentAuthProvider } from './agent-auth-provider';
import { AGENT_RESOURCES } from './agent-resources';
import { agentSessionStore } from './agent-session';

const http = createHttpClient({ baseUrl: '', token: () => agentSessionStore.read()?.token });

export const agentClient = createEndpointClient(http);
export const agentDataProvider = createDataProvider(agentClient, AGENT_RESOURCES);
export const agentAuthProvider = createAgentAuthProvider(agentClient, agentSessionStore);
