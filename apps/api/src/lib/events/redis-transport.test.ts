import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { BusGap } from './event-bus.ts';
import { redisTransport } from './redis-transport.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the Redis transport', () => {
  it('reports its listening connection lost, and restored only once it hears again', async () => {
    const channel = `haneul_live_test_${randomBytes(4).toString('hex')}`;
    const transport = redisTransport(REDIS_URL, () => undefined, channel);
    const admin = new Redis(REDIS_URL);
    const heard: string[] = [];
    const gaps: BusGap[] = [];
    let restoredThenSent: Promise<void> | null = null;
    try {
      await transport.listen(
        (payload) => heard.push(payload),
        (gap) => {
          gaps.push(gap);
          // Sent the moment caching may resume: it must be heard, or another instance's cache would
          // keep what this message should make it forget.
          if (gap === 'restored') restoredThenSent = transport.send('after');
        },
      );

      const clients = (await admin.client('LIST')) as string;
      const id = /id=(\d+) [^\n]*name=(\S+)/g;
      const listening = [...clients.matchAll(id)].find((match) => match[2] === `${channel}-listen`)?.[1];
      expect(listening).toBeDefined();
      await admin.client('KILL', 'ID', listening ?? '');

      await expect.poll(() => gaps, { timeout: 10_000 }).toEqual(['lost', 'restored']);
      await restoredThenSent;
      await expect.poll(() => heard).toEqual(['after']);
    } finally {
      admin.disconnect();
      await transport.close();
    }
  });
});
