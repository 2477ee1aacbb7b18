const DEFAULT_API_URL = 'http://localhost:4000';

/**
 * Where the agent page lives, read on the server at request time (not baked into the build):
 * `AGENT_URL` when set, otherwise the API's `/agent/` (the API serves the page), from
 * `API_PUBLIC_URL` or else `API_URL`. For `npm start` that is http://localhost:4000/agent/.
 */
export function agentPageUrl(env: Record<string, string | undefined> = process.env): string {
  const explicit = env.AGENT_URL?.trim();
  if (explicit) return explicit;
  const api = (env.API_PUBLIC_URL?.trim() || env.API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
  return `${api}/agent/`;
}

/** The agent page's address with the one-time code from `user-agent-handoff`. */
export function agentPageWithCode(base: string, code: string): string {
  const url = new URL(base);
  url.searchParams.set('code', code);
  return url.toString();
}
