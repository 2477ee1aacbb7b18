import { Redis } from 'ioredis';
import { type BusTransport, LIVE_CHANNEL } from './event-bus.ts';

/**
 * The transport on Redis pub/sub, when REDIS_URL is set: for a cluster whose database sits behind
 * a transaction-mode pooler, where no LISTEN connection can be held. One connection subscribes and
 * another publishes (a subscribed connection may do nothing else); ioredis reconnects both.
 * The subscription is made again here rather than by ioredis, so that `restored` is reported only
 * once Redis has confirmed it: caching resumes when this instance can hear again, not before.
 */
export function redisTransport(
  url: string,
  onError: (error: Error) => void,
  channel = LIVE_CHANNEL,
): BusTransport {
  // Named, so that an operator (or a test) finds the listening connection in CLIENT LIST.
  const subscriber = new Redis(url, {
    lazyConnect: true,
    autoResubscribe: false,
    connectionName: `${channel}-listen`,
  });
  const publisher = new Redis(url, { lazyConnect: true });
  subscriber.on('error', onError);
  publisher.on('error', onError);
  return {
    send: async (payload) => {
      await publisher.publish(channel, payload);
    },
    listen: async (onPayload, onGap) => {
      subscriber.on('message', (heard: string, payload: string) => {
        if (heard === channel) onPayload(payload);
      });
      await Promise.all([subscriber.connect(), publisher.connect()]);
      await subscriber.subscribe(channel);
      // After the first subscription: a dropped connection, then subscribed again once reconnected.
      let lost = false;
      subscriber.on('close', () => {
        if (lost) return;
        lost = true;
        onGap?.('lost');
      });
      subscriber.on('ready', () => {
        if (!lost) return;
        subscriber.subscribe(channel).then(
          () => {
            lost = false;
            onGap?.('restored');
          },
          // The connection dropped again before Redis answered: the next `ready` tries again.
          (error: Error) => onError(error),
        );
      });
    },
    close: async () => {
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}
