import { setTimeout as sleep } from 'node:timers/promises';
import { callTable, endpoints, providerActionPath, type CallName, type EndpointName } from '@haneul/contract';
import { signedPostHeaders } from '@haneul/server-kit';

/** How long a call is sent again before the storm gives up on the cluster. */
const RETRY_FOR_MS = 30_000;
const RETRY_PAUSE_MS = 150;
/** A call left unanswered this long is treated as lost (its instance may be gone). */
const CALL_TIMEOUT_MS = 10_000;

export interface Answer {
  http: number;
  json: Record<string, unknown>;
}

/** No answer from the application: the connection failed or HAProxy answered for a lost instance. */
class NoAnswer extends Error {}

/**
 * The storm's HTTP client, through HAProxy's API frontend. A call whose answer was lost (a refused
 * or cut connection, HAProxy's 502/503/504 for an instance killed under it, a timeout) is sent again
 * with the same ids when sending it twice is safe: the wallet's transaction ids, one pending request
 * per member, a request's state guarding its completion. One that is not safe to repeat (a comp
 * conversion) is reported unknown instead.
 */
export class StormClient {
  /** Sends that got no answer and were sent again. */
  retries = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly walletSecret: string,
  ) {}

  /** A signed wallet call, as a game server makes it; each send signs afresh (a new timestamp). */
  wallet(action: 'bet' | 'win', body: Record<string, unknown>): Promise<Answer> {
    const path = providerActionPath('haneul', action);
    const rawBody = JSON.stringify(body);
    return this.untilAnswered(() =>
      this.send(path, {
        method: 'POST',
        body: rawBody,
        headers: signedPostHeaders(this.walletSecret, { path, rawBody, timestamp: String(Date.now()) }),
      }),
    );
  }

  /** A member call safe to send twice (one pending request per member), sent until answered. */
  member(name: CallName, body: unknown, token: string): Promise<Answer> {
    return this.untilAnswered(() => this.sendMember(name, body, token));
  }

  /** A member call not safe to send twice: sent once, `unknown` when its answer was lost. */
  async memberOnce(name: CallName, body: unknown, token: string): Promise<Answer | 'unknown'> {
    try {
      return await this.sendMember(name, body, token);
    } catch (error) {
      if (error instanceof NoAnswer) return 'unknown';
      throw error;
    }
  }

  private sendMember(name: CallName, body: unknown, token: string): Promise<Answer> {
    return this.send(callTable[name].path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
  }

  /** A back-office endpoint as staff call it; every one the storm uses is safe to send again. */
  staff(
    name: EndpointName,
    token: string,
    request: {
      params?: Record<string, number>;
      query?: Record<string, string | number>;
      body?: unknown;
    } = {},
  ): Promise<Answer> {
    const spec = endpoints[name];
    const path = spec.path.replace(/:(\w+)/g, (_, key: string) => String(request.params?.[key] ?? ''));
    const query = new URLSearchParams(
      Object.entries(request.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const hasBody = spec.method !== 'GET' && spec.method !== 'DELETE';
    return this.untilAnswered(() =>
      this.send(query ? `${path}?${query}` : path, {
        method: spec.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(hasBody ? { body: JSON.stringify(request.body ?? {}) } : {}),
      }),
    );
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new NoAnswer(String(error));
    }
    // HAProxy's own answers for an instance gone under a request, or none left to take it.
    if ([502, 503, 504].includes(response.status)) throw new NoAnswer(`HTTP ${response.status}`);
    return { http: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  private async untilAnswered(send: () => Promise<Answer>): Promise<Answer> {
    const deadline = Date.now() + RETRY_FOR_MS;
    for (;;) {
      try {
        return await send();
      } catch (error) {
        if (!(error instanceof NoAnswer) || Date.now() > deadline) throw error;
        this.retries += 1;
        await sleep(RETRY_PAUSE_MS);
      }
    }
  }
}
