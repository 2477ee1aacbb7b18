import { randomUUID } from 'node:crypto';
import { EventSource } from 'eventsource';
import { endpoints } from '@haneul/contract';
import { createTestSession, createTestStaff, createTestStaffSession } from '@haneul/db/testing';
import { startApiOnPostgres } from './lib/api-on-postgres.ts';
import { createBenchMembers } from './lib/bench-members.ts';
import { processGroupRss } from './lib/process-memory.ts';
import { quantile } from './lib/stats.ts';

export interface LiveFigures {
  streams: number;
  /** The API process group's resident memory added per open stream, in KiB. */
  kibPerStream: number;
  samples: number;
  /** From sending a balance change to its event on the member's stream. */
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  /** The change's own HTTP answer, which the delivery includes. */
  changeP50Ms: number;
  changeP99Ms: number;
  /** The same process's `/healthz`, in the same run, with the streams open. */
  healthzP50Ms: number;
  healthzP99Ms: number;
}

/** Members with open streams; each member holds STREAMS / MEMBERS of them, as tabs would. */
const MEMBERS = 2_000;
const STREAMS_EACH = 5;
const OPEN_AT_ONCE = 200;

/**
 * The live stream on PostgreSQL, with the API in its own process: memory per idle stream (10,000
 * open), then the delivery time of a balance change made through the back office over HTTP to
 * the member's stream, through LISTEN/NOTIFY, against the same process's `/healthz` as yardstick.
 */
export async function benchLiveStreams(samples: number): Promise<LiveFigures> {
  const api = await startApiOnPostgres();
  const sources: EventSource[] = [];
  try {
    const db = api.database.db;
    const memberIds = await createBenchMembers(db, MEMBERS, { cash: 1_000_000 });
    const tokens = await Promise.all(memberIds.map((id) => createTestSession(db, id, new Date())));
    const staff = await createTestStaff(db, { role: 'admin' });
    const staffToken = await createTestStaffSession(db, staff.id, new Date());

    const balances = new Map<number, number>();
    const waiters = new Map<number, { balance: number; resolve: () => void }>();
    const open = (memberIndex: number) =>
      new Promise<void>((resolve, reject) => {
        const memberId = memberIds[memberIndex]!;
        const source = new EventSource(`${api.url}/public/stream`, {
          fetch: (input, init) =>
            fetch(input, {
              ...init,
              headers: { ...init.headers, authorization: `Bearer ${tokens[memberIndex]}` },
            }),
        });
        source.addEventListener('balance', (message) => {
          const { balance } = JSON.parse(message.data) as { balance: number };
          balances.set(memberId, balance);
          const waiter = waiters.get(memberId);
          if (waiter && waiter.balance === balance) waiter.resolve();
        });
        source.onopen = () => resolve();
        source.onerror = (error) => reject(new Error(`stream refused: ${error.message ?? ''}`));
        sources.push(source);
      });

    await sleep(2_000);
    const before = processGroupRss(api.processGroup);
    const order = Array.from({ length: MEMBERS * STREAMS_EACH }, (_, i) => i % MEMBERS);
    for (let start = 0; start < order.length; start += OPEN_AT_ONCE) {
      await Promise.all(order.slice(start, start + OPEN_AT_ONCE).map(open));
    }
    await sleep(3_000);
    const after = processGroupRss(api.processGroup);

    const healthz: number[] = [];
    const change: number[] = [];
    const delivery: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const memberId = memberIds[i % MEMBERS]!;
      const expected = (balances.get(memberId) ?? 0) + 1;
      const heard = new Promise<void>((resolve) => waiters.set(memberId, { balance: expected, resolve }));
      const begin = performance.now();
      const response = await fetch(
        `${api.url}${endpoints['members.adjust'].path.replace(':id', String(memberId))}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
          body: JSON.stringify({ amount: 1, reason: 'bench', requestId: randomUUID() }),
        },
      );
      if (!response.ok) throw new Error(`adjust answered ${response.status}: ${await response.text()}`);
      change.push(performance.now() - begin);
      await heard;
      delivery.push(performance.now() - begin);
      waiters.delete(memberId);

      const ping = performance.now();
      await (await fetch(`${api.url}/healthz`)).text();
      healthz.push(performance.now() - ping);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const [d, c, h] = [sorted(delivery), sorted(change), sorted(healthz)];
    return {
      streams: sources.length,
      kibPerStream: (after - before) / sources.length / 1024,
      samples,
      deliveryP50Ms: quantile(d, 0.5),
      deliveryP99Ms: quantile(d, 0.99),
      changeP50Ms: quantile(c, 0.5),
      changeP99Ms: quantile(c, 0.99),
      healthzP50Ms: quantile(h, 0.5),
      healthzP99Ms: quantile(h, 0.99),
    };
  } finally {
    for (const source of sources) source.close();
    await api.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
