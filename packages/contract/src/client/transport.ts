import { ClientError } from './client-error.ts';
import { type Query, toSearch } from './query-string.ts';

export type THttpVerb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a client reaches its server; every client of the repo differs only here. */
export interface TransportOptions {
  /** Prefixed to every path (`''` for the page's own origin). Read on every request. */
  baseUrl: string | (() => string);
  /** Headers for every request (a bearer token, the visitor's address): read on every request. */
  headers?: () => Record<string, string | undefined>;
  fetch?: typeof fetch;
  /** Extra `fetch` options (credentials, cache, redirect). */
  init?: Omit<RequestInit, 'method' | 'headers' | 'body' | 'signal'>;
  /** Gives up after this long (a `timeout` failure); none by default. */
  timeoutMs?: number;
}

export interface TransportRequest {
  method: THttpVerb;
  path: string;
  query?: Query;
  /** Sent as JSON; `undefined` sends no body. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number | undefined;
  /** This request's own headers, over the transport's (an empty value sends none). */
  headers?: Record<string, string | undefined>;
}

/**
 * A JSON answer, whatever its HTTP status (the caller knows which statuses are failures), or the
 * failure of one that did not arrive or did not read as JSON.
 */
export type TransportReply =
  { ok: true; httpStatus: number; body: unknown; headers: Headers } | { ok: false; error: ClientError };

export interface Transport {
  /** A JSON request; never throws: what does not arrive or does not read as JSON is a failure. */
  json(request: TransportRequest): Promise<TransportReply>;
  /** A file download (CSV); a failed answer is read as JSON for its status. Never throws. */
  blob(request: TransportRequest): Promise<{ ok: true; blob: Blob } | { ok: false; error: ClientError }>;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function withoutEmpty(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function createTransport(options: TransportOptions): Transport {
  const send = async ({ method, path, query, body, signal, timeoutMs, headers: own }: TransportRequest) => {
    const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
    const limit = timeoutMs ?? options.timeoutMs;
    const signals = [signal, limit === undefined ? undefined : AbortSignal.timeout(limit)].filter(
      (item): item is AbortSignal => item !== undefined,
    );
    const headers = withoutEmpty({ accept: 'application/json', ...options.headers?.(), ...own });
    if (body !== undefined) headers['content-type'] = 'application/json';
    return (options.fetch ?? globalThis.fetch)(`${base.replace(/\/+$/, '')}${path}${toSearch(query)}`, {
      ...options.init,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  };
  const arrive = async (request: TransportRequest) => {
    try {
      return { ok: true as const, response: await send(request) };
    } catch (error) {
      return { ok: false as const, error: ClientError.without(isTimeout(error) ? 'timeout' : 'network') };
    }
  };
  const failure = async (response: Response) => {
    const read = readJson(await response.text().catch(() => ''));
    return ClientError.parse(response.status, read.ok ? read.value : null);
  };
  return {
    async json(request) {
      const arrived = await arrive(request);
      if (!arrived.ok) return arrived;
      const { response } = arrived;
      if (response.status === 204)
        return { ok: true, httpStatus: 204, body: undefined, headers: response.headers };
      const text = await response.text().catch(() => undefined);
      const read = text === undefined ? { ok: false as const } : readJson(text);
      if (read.ok)
        return { ok: true, httpStatus: response.status, body: read.value, headers: response.headers };
      // A refusal in HTML (a proxy's error page) still means what its status means.
      const error = response.ok
        ? ClientError.without('not_json', response.status)
        : ClientError.parse(response.status, null);
      return { ok: false, error };
    },
    async blob(request) {
      const arrived = await arrive(request);
      if (!arrived.ok) return arrived;
      const { response } = arrived;
      if (!response.ok) return { ok: false, error: await failure(response) };
      try {
        return { ok: true, blob: await response.blob() };
      } catch {
        return { ok: false, error: ClientError.without('network', response.status) };
      }
    },
  };
}
