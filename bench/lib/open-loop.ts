import { connect, type Socket } from 'node:net';

export interface OpenLoopRequest {
  body: string;
  headers: Record<string, string>;
}

export interface OpenLoopOptions {
  /** An http:// URL; every request is a POST to it. */
  url: string;
  /** Keep-alive connections the requests share; a request waits for a free one. */
  connections: number;
  perSecond: number;
  seconds: number;
  next: () => OpenLoopRequest;
}

export interface OpenLoopResult {
  /** From each request's scheduled send time to its answer's last byte. */
  latenciesMs: number[];
  non2xx: number;
  seconds: number;
}

interface Due {
  dueAt: number;
  request: Buffer;
}

/**
 * POSTs at a fixed rate, request i due at start + i / perSecond whatever the answers do (an open
 * loop). Each latency runs from the due time, not the send time, so a stall counts for every
 * request it held back (coordinated omission); a request finding every connection busy waits for
 * one, and that wait counts too.
 *
 * autocannon cannot measure this: with a rate, each connection sends its per-second quota back to
 * back at every one-second tick and then pauses, so the load arrives as a saturating burst at the
 * top of each second. And node:http as the client cost the shared 2 cores ~0.2 ms per request,
 * taken from the server it measures: this speaks HTTP/1.1 on plain sockets (one request in flight
 * per connection, answers with a content-length, as Fastify sends them).
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  const head = `POST ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n`;
  const latenciesMs: number[] = [];
  const waiting: Due[] = [];
  const idle: Connection[] = [];
  let non2xx = 0;
  let answered = 0;
  // A connection that fails or an answer it cannot read ends the run: the figures would be wrong.
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };

  const connections = await Promise.all(
    Array.from({ length: options.connections }, () => openConnection(target, fail)),
  );
  const dispatch = (connection: Connection) => {
    const due = waiting.shift();
    if (!due) {
      idle.push(connection);
      return;
    }
    connection.send(due.request, (status) => {
      latenciesMs.push(performance.now() - due.dueAt);
      if (status >= 300) non2xx += 1;
      answered += 1;
      dispatch(connection);
    });
  };
  connections.forEach(dispatch);

  const intervalMs = 1000 / options.perSecond;
  const total = Math.round(options.perSecond * options.seconds);
  const started = performance.now();
  for (let sent = 0; sent < total;) {
    if (failure) break;
    while (sent < total && started + sent * intervalMs <= performance.now()) {
      const { body, headers } = options.next();
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      const request = Buffer.from(
        `${head}${lines.join('')}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      waiting.push({ dueAt: started + sent * intervalMs, request });
      sent += 1;
      const free = idle.pop();
      if (free) dispatch(free);
    }
    const wait = started + sent * intervalMs - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  }
  while (answered < total && !failure) await new Promise((resolve) => setTimeout(resolve, 5));
  for (const connection of connections) connection.socket.destroy();
  if (failure) throw failure;
  return { latenciesMs, non2xx, seconds: (performance.now() - started) / 1000 };
}

interface Connection {
  socket: Socket;
  /** Writes one request; `done` gets the answer's status code. */
  send(request: Buffer, done: (status: number) => void): void;
}

function openConnection(target: URL, fail: (error: Error) => void): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.hostname, port: Number(target.port || 80), noDelay: true });
    let buffered: Buffer = Buffer.alloc(0);
    let pending: ((status: number) => void) | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const header = buffered.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(header)?.[1] ?? NaN);
      if (!Number.isFinite(length)) return fail(new Error(`open loop: no content-length in\n${header}`));
      if (buffered.length < end + 4 + length) return;
      buffered = buffered.subarray(end + 4 + length);
      const done = pending;
      pending = null;
      done?.(Number(header.slice(9, 12)));
    });
    socket.on('error', (error) => fail(error));
    socket.on('close', () => pending && fail(new Error('open loop: the server closed a connection')));
    socket.once('connect', () =>
      resolve({
        socket,
        send(request, done) {
          pending = done;
          socket.write(request);
        },
      }),
    );
    socket.once('error', reject);
  });
}
