import pg from 'pg';
import { type BusGap, type BusTransport, LIVE_CHANNEL } from './event-bus.ts';

/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * The transport on PostgreSQL's LISTEN/NOTIFY, the default on PostgreSQL: no server beside the
 * database. One connection of this instance's own listens (connecting again when it drops), and
 * `pg_notify` goes out on another, so a payload reaches every instance on the database, this one
 * included. The LISTEN connection must reach PostgreSQL itself, not a transaction-mode pooler:
 * behind one, set REDIS_URL.
 */
export function pgTransport(
  url: string,
  onError: (error: Error) => void,
  channel = LIVE_CHANNEL,
): BusTransport {
  let listener: pg.Client | null = null;
  let closed = false;
  // The pool ends its connections without waiting for them: one a dropped or restarting database
  // terminates while it ends is the close finishing, not a failure to report.
  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on('error', (error) => {
    if (!closed) onError(error);
  });

  const connect = async (
    onPayload: (payload: string) => void,
    onGap?: (state: BusGap) => void,
    again = false,
  ): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (error) => {
      if (closed) return;
      onError(error);
      onGap?.('lost');
      listener = null;
      client.end().catch(() => undefined);
      const retry = () => {
        if (!closed)
          connect(onPayload, onGap, true).catch((failure: Error) => {
            onError(failure);
            setTimeout(retry, RECONNECT_MS);
          });
      };
      setTimeout(retry, RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    listener = client;
    if (again) onGap?.('restored');
  };

  return {
    send: async (payload) => {
      await publisher.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (onPayload, onGap) => connect(onPayload, onGap),
    close: async () => {
      closed = true;
      await listener?.end();
      await publisher.end();
    },
  };
}
