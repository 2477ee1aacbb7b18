import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { EventSource } from 'eventsource';

export interface HeardEvent {
  event: string;
  data: unknown;
}

/** A stream opened as a browser would, and what it heard. */
export interface TestStream {
  heard: HeardEvent[];
  /** The first event so named (after those already taken) that matches; waits for it up to 10 s. */
  next(event: string, match?: (data: never) => boolean): Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended(): Promise<void>;
  close(): void;
}

const WAIT_MS = 10_000;

/** The address a listening test app answers on. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Opens `path` on the server with a bearer token, over a real socket (inject would wait for an
 * end that never comes). It does not reconnect: a test sees the server end it.
 */
export function openTestStream(base: string, path: string, token: string): Promise<TestStream> {
  const heard: HeardEvent[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  let ended = false;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const source = new EventSource(`${base}${path}`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } }),
  });
  for (const event of ['balance', 'counts', 'request', 'reminder']) {
    source.addEventListener(event, (message) => {
      heard.push({ event, data: JSON.parse(message.data) as unknown });
      wake();
    });
  }

  const until = <T>(check: () => T | undefined, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no ${what} within ${WAIT_MS} ms; heard ${JSON.stringify(heard)}`));
      }, WAIT_MS);
      const look = () => {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(look);
        resolve(found);
      };
      waiters.add(look);
      look();
    });

  const stream: TestStream = {
    heard,
    next: (event, match = () => true) =>
      until(() => {
        const index = heard.findIndex(
          (item, i) => !taken.has(i) && item.event === event && match(item.data as never),
        );
        if (index < 0) return undefined;
        taken.add(index);
        return heard[index]!.data;
      }, `'${event}' event`),
    ended: () => until(() => (ended ? true : undefined), 'end of the stream').then(() => undefined),
    close: () => source.close(),
  };

  return new Promise((resolve, reject) => {
    source.onopen = () => resolve(stream);
    source.onerror = (error) => {
      if (source.readyState === EventSource.CONNECTING) {
        // The server ended the stream: it would reconnect, which a test must see instead.
        source.close();
        ended = true;
        wake();
        return;
      }
      reject(new Error(`the stream was refused: ${error.code ?? ''} ${error.message ?? ''}`));
    };
  });
}
