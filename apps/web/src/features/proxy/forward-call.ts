import { type ClientContext, clientContextHeaders } from './client-context';

const DEFAULT_API_URL = 'http://localhost:4000';
const DEFAULT_TIMEOUT_MS = 15_000;

export type ForwardResult =
  | { ok: true; status: number; answer: unknown; setCookies: string[] }
  | { ok: false; reason: 'unreachable' | 'timeout' | 'not_json' };

export interface ForwardCallOptions {
  /** The API path from the call table. */
  path: string;
  /** The already validated body. */
  body: unknown;
  token?: string | undefined;
  client: ClientContext;
  timeoutMs?: number;
}

/** Read on every call rather than at import, so tests and restarts can point it elsewhere. */
function apiUrl(): string {
  return (process.env.API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Sends one call to the API server and returns its answer untouched. The proxy route and the
 * pages' server-side data loading both go through here, so there is one way to reach the API.
 */
export async function forwardCall({
  path,
  body,
  token,
  client,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ForwardCallOptions): Promise<ForwardResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...clientContextHeaders(client),
  };
  if (token) headers['authorization'] = `Bearer ${token}`;

  try {
    const response = await fetch(`${apiUrl()}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      redirect: 'manual',
    });
    const text = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'not_json' };
    }
    return { ok: true, status: response.status, answer, setCookies: response.headers.getSetCookie() };
  } catch (error) {
    return { ok: false, reason: isTimeout(error) ? 'timeout' : 'unreachable' };
  }
}
