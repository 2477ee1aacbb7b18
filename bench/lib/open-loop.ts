import { Agent, request } from 'node:http';

export interface OpenLoopRequest {
  body: string;
  headers: Record<string, string>;
}

export interface OpenLoopOptions {
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
  errors: number;
  seconds: number;
}

/**
 * POSTs at a fixed rate, request i due at start + i / perSecond whatever the answers do (an open
 * loop). Each latency runs from the due time, not the send time, so a stall counts for every
 * request it held back (coordinated omission); a request finding every connection busy waits in
 * the agent's queue, and that wait counts too.
 *
 * autocannon's `overallRate` cannot measure this: each connection sends its per-second quota back
 * to back at every one-second tick and then pauses, so the load arrives as a saturating burst at
 * the top of each second, and its correction takes 1 / (per-connection rate) as milliseconds.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const intervalMs = 1000 / options.perSecond;
  const total = Math.round(options.perSecond * options.seconds);
  const latenciesMs: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const send = (dueAt: number) => {
    const { body, headers } = options.next();
    const done = new Promise<void>((resolve) => {
      const call = request(
        target,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            latenciesMs.push(performance.now() - dueAt);
            if ((response.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      call.on('error', () => {
        errors += 1;
        resolve();
      });
      call.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && started + sent * intervalMs <= now) {
      send(started + sent * intervalMs);
      sent += 1;
    }
    const wait = started + sent * intervalMs - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  }
  await Promise.all(pending);
  agent.destroy();
  return { latenciesMs, non2xx, errors, seconds: (performance.now() - started) / 1000 };
}
