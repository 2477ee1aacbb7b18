import { Redis } from 'ioredis';
import { type BusTransport, LIVE_CHANNEL } from './event-bus.ts';

/**
 * The transport on Redis pub/sub, when REDIS_URL is set: for a cluster whose database sits behind
 * a transaction-mode pooler, where no LISTEN connection can be held. One connection subscribes and
 * another publishes (a subscribed connection may do nothing else); ioredis reconnects both and
 * subscribes again by itself.
 */
export function redisTransport(
  url: string,
  onError: (error: Error) => void,
  channel = LIVE_CHANNEL,
): BusTransport {
  const subscriber = new Redis(url, { lazyConnect: true });
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
      // After the first subscription: a dropped connection, then ioredis subscribed again.
      let lost = false;
      subscriber.on('close', () => {
        if (lost) return;
        lost = true;
        onGap?.('lost');
      });
      subscriber.on('ready', () => {
        if (!lost) return;
        lost = false;
        onGap?.('restored');
      });
    },
    close: async () => {
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}
