import type { FastifyReply } from 'fastify';

/** One open event stream: events out, and word when the client goes away. */
export interface SseChannel {
  send(event: string, data: unknown): void;
  /** A comment line: keeps proxies and load balancers from closing an idle connection. */
  ping(): void;
  close(): void;
  onClose(listener: () => void): void;
}

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * Takes the reply over as a server-sent-events stream. Fastify steps aside (`hijack`): no
 * serializer, no onSend hooks, the connection held until either side closes it.
 */
export function openSseChannel(reply: FastifyReply): SseChannel {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  const write = (text: string) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(text);
  };
  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    ping: () => write(':\n\n'),
    close: () => raw.end(),
    onClose: (listener) => raw.once('close', listener),
  };
}
