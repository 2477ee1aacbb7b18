import { EventSource } from 'eventsource';
import { endpoints, type TStaffStreamRequest, ZStaffStreamRequest } from '@haneul/contract';

export interface QueueStreamOptions {
  /** The staff session's bearer token, read at each (re)connection. */
  token: () => string | undefined;
  onRequest: (request: TStaffStreamRequest) => void;
  /** Whether the stream is open now; false while it reconnects and once it is refused. */
  onLive: (live: boolean) => void;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The queues' live stream (docs/live.md): `request` events as deposits and withdrawals are made or
 * move. The browser's own EventSource cannot send a bearer token, so the `eventsource` package's
 * (the same interface, with the request made by our fetch) is used. It reconnects after a drop by
 * itself; a refusal (signed out) closes it for good. Returns the closer.
 */
export function openQueueStream({
  token,
  onRequest,
  onLive,
  baseUrl = globalThis.location?.origin ?? '',
  fetch: fetchImpl = globalThis.fetch,
}: QueueStreamOptions): () => void {
  const source = new EventSource(new URL(endpoints['live.stream'].path, baseUrl), {
    fetch: (input, init) => {
      const bearer = token();
      return fetchImpl(input, {
        ...init,
        headers: { ...init.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      });
    },
  });
  source.addEventListener('open', () => onLive(true));
  source.addEventListener('error', () => onLive(false));
  source.addEventListener('request', (message) => {
    try {
      const parsed = ZStaffStreamRequest.safeParse(JSON.parse(message.data));
      if (parsed.success) onRequest(parsed.data);
    } catch {
      // Not JSON: nothing the API sends, so nothing to act on.
    }
  });
  return () => source.close();
}
