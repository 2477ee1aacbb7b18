import type { CallName, CallTable, TCommonFailure } from '@haneul/contract';
import type { z } from 'zod';

/** The body a call accepts, before the proxy's defaults are applied. */
export type CallBody<N extends CallName> = z.input<CallTable[N]['body']>;

/** What a call answers: its own answers or one of the failures every call may give. */
export type CallAnswer<N extends CallName> = z.infer<CallTable[N]['answer']> | TCommonFailure;

type AuthLostListener = () => void;
const authLostListeners = new Set<AuthLostListener>();

/**
 * Subscribes to "the server says there is no valid session" (an `auth` answer from any call), so
 * the session feature can sign the page out wherever the answer came from.
 */
export function onAuthLost(listener: AuthLostListener): () => void {
  authLostListeners.add(listener);
  return () => authLostListeners.delete(listener);
}

/**
 * Sends one call through the site's proxy and returns its answer. The proxy checks the body and
 * the API checks the answer against the contract, so the answer is trusted as typed here. A
 * network failure or a non-JSON reply comes back as `{ status: 'error' }`, never as a throw.
 */
export async function callApi<N extends CallName>(name: N, body: CallBody<N>): Promise<CallAnswer<N>> {
  let answer: CallAnswer<N>;
  try {
    const response = await fetch(`/api/routes/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    answer = (await response.json()) as CallAnswer<N>;
  } catch {
    return { status: 'error' };
  }
  if (answer.status === 'auth') authLostListeners.forEach((listener) => listener());
  return answer;
}
