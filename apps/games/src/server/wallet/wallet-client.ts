import type { z } from 'zod';
import {
  DEMO_PROVIDER_CODE,
  providerActionPath,
  providerAnswers,
  type TProviderAction,
  type TProviderBetBody,
  type TProviderRollbackBody,
  type TProviderWinBody,
} from '@haneul/contract';
import { signedPostHeaders, type Clock } from '@haneul/server-kit';

/**
 * No verdict from the wallet: it could not be reached, did not answer in time, or answered
 * something that is not the protocol (a 5xx, a refused signature, a body the contract rejects).
 * Distinct from a wallet answer with a status: after this, nobody knows whether money moved.
 */
export class WalletUnavailableError extends Error {
  constructor(
    readonly action: TProviderAction,
    readonly reason: 'unreachable' | 'timeout' | 'signature' | 'bad_answer',
    options?: { cause?: unknown },
  ) {
    super(`wallet ${action}: ${reason}`, options);
    this.name = 'WalletUnavailableError';
  }
}

type Answer<A extends TProviderAction> = z.output<(typeof providerAnswers)[A]>;

/** The wallet calls of the built-in provider, signed; each answer parsed with the contract. */
export interface WalletClient {
  authenticate(body: { launchCode: string }): Promise<Answer<'authenticate'>>;
  balance(body: { token: string }): Promise<Answer<'balance'>>;
  bet(body: TProviderBetBody): Promise<Answer<'bet'>>;
  win(body: TProviderWinBody): Promise<Answer<'win'>>;
  rollback(body: TProviderRollbackBody): Promise<Answer<'rollback'>>;
}

export interface WalletClientOptions {
  apiUrl: string;
  /** Whose wallet calls these are: the built-in seamless provider unless told otherwise. */
  providerCode?: string;
  secret: string;
  timeoutMs: number;
  /** Stamps each request; the wallet refuses a timestamp 300 s away from its own clock. */
  clock: Clock;
}

/**
 * POSTs `{apiUrl}/provider/{providerCode}/{action}` signed with HMAC-SHA256 of
 * `${timestamp}.POST ${path}.${rawBody}`: the signature names the action, so it cannot be replayed
 * to another one.
 */
export function createWalletClient({
  apiUrl,
  providerCode = DEMO_PROVIDER_CODE,
  secret,
  timeoutMs,
  clock,
}: WalletClientOptions): WalletClient {
  const call = async <A extends TProviderAction>(action: A, body: object): Promise<Answer<A>> => {
    const rawBody = JSON.stringify(body);
    const timestamp = String(clock().getTime());
    const path = providerActionPath(providerCode, action);
    let response: Response;
    let text: string;
    try {
      // The one signal bounds the whole exchange, the body's arrival included.
      response = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        body: rawBody,
        headers: signedPostHeaders(secret, { path, rawBody, timestamp }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new WalletUnavailableError(action, timedOut ? 'timeout' : 'unreachable', { cause: error });
    }
    if (response.status === 401) throw new WalletUnavailableError(action, 'signature');
    const parsed = response.status === 200 ? providerAnswers[action].safeParse(safeJson(text)) : null;
    if (!parsed?.success) {
      throw new WalletUnavailableError(action, 'bad_answer', {
        cause: new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`),
      });
    }
    return parsed.data as Answer<A>;
  };
  return {
    authenticate: (body) => call('authenticate', body),
    balance: (body) => call('balance', body),
    bet: (body) => call('bet', body),
    win: (body) => call('win', body),
    rollback: (body) => call('rollback', body),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
