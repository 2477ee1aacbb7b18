// What other features may use of the agent feature: the button that opens the agent page.
export { AgentButton } from './agent-button';
