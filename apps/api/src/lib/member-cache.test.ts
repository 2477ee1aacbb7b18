import { describe, expect, it } from 'vitest';
import { createEventBus } from './events/event-bus.ts';
import { forgetOnEvents, liveEvents } from './events/live-events.ts';
import { createMemberCache, type MemberCache } from './member-cache.ts';
import type { BusGap, BusTransport } from './events/event-bus.ts';

/** Reads member 7's health through the cache, counting the loads. */
function healthReader(cache: MemberCache) {
  let loads = 0;
  let value = 'first';
  const read = () =>
    cache.read({
      slot: 'health',
      key: 7,
      load: async () => {
        loads += 1;
        return value;
      },
      memberOf: () => 7,
    });
  return {
    read,
    set: (next: string) => {
      value = next;
    },
    loads: () => loads,
  };
}

describe('the member cache', () => {
  it('answers from memory until the member is forgotten', async () => {
    const cache = createMemberCache();
    const health = healthReader(cache);
    expect(await health.read()).toBe('first');
    health.set('second');
    expect(await health.read()).toBe('first');
    expect(health.loads()).toBe(1);

    cache.forget(8);
    expect(await health.read()).toBe('first');
    cache.forget(7);
    expect(await health.read()).toBe('second');
    health.set('third');
    cache.forget(null);
    expect(await health.read()).toBe('third');
    expect(health.loads()).toBe(3);
  });

  it('does not keep what a load read before a change it returned after', async () => {
    const cache = createMemberCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.read({
      slot: 'health',
      key: 7,
      load: () => new Promise<string>((resolve) => (release = resolve)),
      memberOf: () => 7,
    });
    cache.forget(7);
    release('from before the change');
    expect(await slow).toBe('from before the change');
    const health = healthReader(cache);
    expect(await health.read()).toBe('first');
    expect(health.loads()).toBe(1);
  });

  it('keeps a session only for its member, and answers it only while it is fresh', async () => {
    const cache = createMemberCache();
    let expired = false;
    let loads = 0;
    const read = () =>
      cache.read({
        slot: 'session',
        key: 'token-hash',
        load: async () => {
          loads += 1;
          return { memberId: 9 };
        },
        memberOf: (found) => found.memberId,
        fresh: () => !expired,
      });
    await read();
    await read();
    expect(loads).toBe(1);
    expired = true;
    await read();
    expect(loads).toBe(2);
    expired = false;
    cache.forget(9);
    await read();
    expect(loads).toBe(3);
    // No session (null member): never kept.
    let misses = 0;
    const none = () =>
      cache.read({
        slot: 'session',
        key: 'none',
        load: async () => {
          misses += 1;
          return null;
        },
        memberOf: () => null,
      });
    await none();
    await none();
    expect(misses).toBe(2);
  });

  it('keeps nothing while the bus cannot hear, and forgets everything when it hears again', async () => {
    let gap: (state: BusGap) => void = () => undefined;
    const transport: BusTransport = {
      send: async () => undefined,
      listen: async (_onPayload, onGap) => {
        gap = onGap ?? gap;
      },
      close: async () => undefined,
    };
    const bus = await createEventBus(transport, () => undefined);
    const cache = createMemberCache();
    forgetOnEvents(bus, cache);
    const health = healthReader(cache);
    await health.read();
    gap('lost');
    await health.read();
    await health.read();
    expect(health.loads()).toBe(3);
    gap('restored');
    await health.read();
    await health.read();
    expect(health.loads()).toBe(4);
    await bus.close();
  });

  it('forgets on the instance that tells a change, before the event goes out', async () => {
    const transport: BusTransport = {
      send: async () => undefined,
      listen: async () => undefined,
      close: async () => undefined,
    };
    const bus = await createEventBus(transport, () => undefined);
    const cache = createMemberCache();
    const live = liveEvents(bus, cache);
    const health = healthReader(cache);
    await health.read();
    live.balance(7);
    await health.read();
    live.profile(7);
    await health.read();
    expect(health.loads()).toBe(3);
    await bus.close();
  });
});
