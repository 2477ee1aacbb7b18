import type { FastifyBaseLogger } from 'fastify';
import type { InFlight } from '../in-flight.ts';

/** What a server's shutdown closes, in order. */
export interface ShutdownPlan {
  /** The listeners: each stops accepting and ends its idle connections. */
  servers: { close(): Promise<unknown> }[];
  /** The work the shutdown waits for once nothing new arrives (route handlers, rounds). */
  inFlight: InFlight[];
  /** How long it waits for that work: long enough for its bounded calls, never forever. */
  graceMs: number;
  /** Last, once the work is done or the grace is over: the database. */
  close(): Promise<void>;
  log: FastifyBaseLogger;
  /** What still running work at the deadline means for this server (who finishes it). */
  unfinished?: string;
  /** Before the listeners close: background loops that would start new work. */
  before?: () => Promise<void>;
}

/**
 * Stops a server without cutting work short: background loops stop, the listeners stop accepting,
 * running handlers get `graceMs` to finish (Fastify's close waits for connections, not handlers: a
 * handler whose client hung up keeps running and still needs the database), then the database
 * closes. Resolves once all that is done; it does not exit the process.
 */
export async function closeGracefully(plan: ShutdownPlan): Promise<void> {
  await plan.before?.();
  await Promise.all(plan.servers.map((server) => server.close()));
  const drained = await Promise.all(plan.inFlight.map((work) => work.drained(plan.graceMs)));
  if (drained.includes(false)) {
    const running = plan.inFlight.reduce((sum, work) => sum + work.count, 0);
    plan.log.warn({ running }, plan.unfinished ?? 'handlers still running at shutdown');
  }
  await plan.close();
}

/**
 * SIGINT and SIGTERM close the server gracefully (`closeGracefully`) and exit: 0 once closed, 1
 * when closing failed.
 */
export function registerGracefulShutdown(plan: ShutdownPlan): void {
  const shutdown = (signal: NodeJS.Signals) => {
    plan.log.info({ signal }, 'shutting down');
    closeGracefully(plan).then(
      () => process.exit(0),
      (error: unknown) => {
        plan.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
