import { createEventBus, type EventBus } from './event-bus.ts';
import { inProcessTransport } from './in-process-transport.ts';
import { pgTransport } from './pg-transport.ts';
import { redisTransport } from './redis-transport.ts';

export interface BusSettings {
  /** Redis pub/sub when set. */
  redisUrl?: string | undefined;
  /** PostgreSQL's LISTEN/NOTIFY otherwise, when the database is PostgreSQL. */
  databaseUrl?: string | undefined;
}

/**
 * The instance's bus: Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY on
 * DATABASE_URL, else (the embedded database, one process) in-process.
 */
export function busFromEnv(settings: BusSettings, onError: (error: unknown) => void): Promise<EventBus> {
  const transport = settings.redisUrl
    ? redisTransport(settings.redisUrl, onError)
    : settings.databaseUrl
      ? pgTransport(settings.databaseUrl, onError)
      : inProcessTransport();
  return createEventBus(transport, onError);
}
