import type { CallName, CallTable } from '@haneul/contract';
import {
  type CallAnswerOf,
  type CallBodyOf,
  createCallClient,
  createTransport,
} from '@haneul/contract/client';

/** The body a call accepts, before the proxy's defaults are applied. */
export type CallBody<N extends CallName> = CallBodyOf<CallTable, N>;

/** What a call answers: its own answers or one of the failures every call may give. */
export type CallAnswer<N extends CallName> = CallAnswerOf<CallTable, N>;

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
 * The browser's client: every call goes to the site's proxy (`/api/routes/<call>`), which checks
 * the body and the cookie; the API checks the answer against the contract, so answers are not
 * parsed again here. Failures (network, non-JSON, refusals) come back as answers, never throws.
 */
const siteClient = createCallClient<CallTable>({
  transport: createTransport({ baseUrl: '', init: { credentials: 'same-origin', cache: 'no-store' } }),
  pathOf: (name) => `/api/routes/${name}`,
  onAnswer: (answer) => {
    if (answer.status === 'auth') authLostListeners.forEach((listener) => listener());
  },
});

export const callApi = siteClient.call;
