import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AgentApp } from './agent/agent-app';
import { arriveWithCode } from './agent/agent-session';
import { agentClient } from './agent/agent-services';

const root = document.getElementById('root');
if (!root) throw new Error('agent/index.html has no #root');

// The one-time code is traded before the app renders, so the first screen already has a session.
const arrival = await arriveWithCode(agentClient, window.location, window.history);
createRoot(root).render(
  <StrictMode>
    <AgentApp arrival={arrival} />
  </StrictMode>,
);
