import { createTransport } from '@haneul/contract/client';
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
export function apiUrl(): string {
  return process.env.API_URL?.trim() || DEFAULT_API_URL;
}

const transport = createTransport({
  baseUrl: apiUrl,
  init: { cache: 'no-store', redirect: 'manual' },
  timeoutMs: DEFAULT_TIMEOUT_MS,
});

/**
 * Sends one call to the API server and returns its answer untouched (the proxy passes on the
 * status, the body and the cookies as they came). The proxy route and the pages' server-side data
 * loading both go through here, so there is one way to reach the API.
 */
export async function forwardCall({
  path,
  body,
  token,
  client,
  timeoutMs,
}: ForwardCallOptions): Promise<ForwardResult> {
  const reply = await transport.json({
    method: 'POST',
    path,
    body,
    timeoutMs,
    headers: { ...clientContextHeaders(client), authorization: token ? `Bearer ${token}` : undefined },
  });
  if (!reply.ok) {
    const { kind } = reply.error;
    return {
      ok: false,
      reason: kind === 'timeout' ? 'timeout' : kind === 'network' ? 'unreachable' : 'not_json',
    };
  }
  return { ok: true, status: reply.httpStatus, answer: reply.body, setCookies: reply.headers.getSetCookie() };
}
