import { describe, expect, it } from 'vitest';
import { createEventBus, type BusTransport } from './event-bus.ts';
import { inProcessTransport } from './in-process-transport.ts';
import type { LiveMessage } from './live-message.ts';
import { readLiveBatch } from './live-message.ts';

/** A transport that records what was sent and delivers it back, as PostgreSQL or Redis would. */
function recordingTransport(failSends = 0) {
  const sent: string[] = [];
  let deliver: (payload: string) => void = () => undefined;
  let failures = failSends;
  const transport: BusTransport = {
    send: async (payload) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('connection lost');
      }
      sent.push(payload);
      deliver(payload);
    },
    listen: async (onPayload) => {
      deliver = onPayload;
    },
    close: async () => undefined,
  };
  return { transport, sent };
}

const balance = (memberId: number): LiveMessage => ({ to: 'member', memberId, kind: 'balance' });

describe('the event bus', () => {
  it('sends the messages of one turn as one payload, each once, and hands them to every subscriber', async () => {
    const { transport, sent } = recordingTransport();
    const bus = await createEventBus(transport, () => undefined);
    const heard: LiveMessage[][] = [[], []];
    bus.subscribe((message) => heard[0]!.push(message));
    bus.subscribe((message) => heard[1]!.push(message));
    bus.publish(balance(1));
    bus.publish(balance(2));
    bus.publish(balance(1));
    bus.publish({ to: 'staff', kind: 'request', request: 'deposit', id: 9, created: true });
    await bus.flushed();
    expect(sent).toHaveLength(1);
    expect(heard[0]).toEqual([
      balance(1),
      balance(2),
      { to: 'staff', kind: 'request', request: 'deposit', id: 9, created: true },
    ]);
    expect(heard[1]).toEqual(heard[0]);
    await bus.close();
  });

  it('cuts a large burst into payloads under PostgreSQL’s NOTIFY limit, losing none', async () => {
    const { transport, sent } = recordingTransport();
    const bus = await createEventBus(transport, () => undefined);
    const heard = new Set<number>();
    bus.subscribe((message) => {
      if (message.to === 'member' && message.memberId !== null) heard.add(message.memberId);
    });
    for (let id = 1; id <= 2_000; id += 1) bus.publish(balance(id));
    await bus.flushed();
    expect(sent.length).toBeGreaterThan(1);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(heard.size).toBe(2_000);
    await bus.close();
  });

  it('reports a failed send and sends it again, with what was published meanwhile, until it goes', async () => {
    const { transport, sent } = recordingTransport(2);
    const errors: unknown[] = [];
    const bus = await createEventBus(transport, (error) => errors.push(error), { resendMs: 10 });
    bus.publish(balance(1));
    await new Promise((resolve) => setTimeout(resolve, 12));
    bus.publish(balance(2));
    bus.publish(balance(1));
    await bus.flushed();
    expect(errors).toHaveLength(2);
    expect(sent.map(readLiveBatch)).toEqual([[balance(1), balance(2)]]);
    await bus.close();
  });

  it('lets unsent messages past the limit give way to one that reaches every member', async () => {
    const { transport, sent } = recordingTransport(1);
    const errors: unknown[] = [];
    const bus = await createEventBus(transport, (error) => errors.push(error), { resendMs: 10 });
    for (let id = 1; id <= 10_001; id += 1) bus.publish(balance(id));
    await bus.flushed();
    expect(sent.map(readLiveBatch)).toEqual([[{ to: 'member', memberId: null, kind: 'balance' }]]);
    expect(errors).toHaveLength(2);
    await bus.close();
  });

  it('gives up on what it cannot send once it closes', async () => {
    const { transport, sent } = recordingTransport(Infinity);
    const errors: unknown[] = [];
    const bus = await createEventBus(transport, (error) => errors.push(error), { resendMs: 10 });
    bus.publish(balance(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await bus.close();
    expect(sent).toEqual([]);
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });

  it('delivers in process on a later turn, as another instance would', async () => {
    const bus = await createEventBus(inProcessTransport(), () => undefined);
    const heard: LiveMessage[] = [];
    bus.subscribe((message) => heard.push(message));
    bus.publish(balance(5));
    expect(heard).toEqual([]);
    await bus.flushed();
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([balance(5)]);
    await bus.close();
  });
});

describe('a payload from the channel', () => {
  it('keeps the messages it can read and drops the rest', () => {
    expect(readLiveBatch('not json')).toEqual([]);
    expect(readLiveBatch('{"to":"member"}')).toEqual([]);
    expect(
      readLiveBatch(
        JSON.stringify([
          balance(3),
          { to: 'member', memberId: -1, kind: 'balance' },
          { to: 'member', memberId: null, kind: 'counts' },
          {
            to: 'member',
            memberId: 4,
            kind: 'request',
            request: { request: 'withdraw', id: 2, status: 'wait' },
          },
          { to: 'staff', kind: 'request', request: 'lottery', id: 1, created: true },
        ]),
      ),
    ).toEqual([
      balance(3),
      { to: 'member', memberId: null, kind: 'counts' },
      { to: 'member', memberId: 4, kind: 'request', request: { request: 'withdraw', id: 2, status: 'wait' } },
    ]);
  });
});
