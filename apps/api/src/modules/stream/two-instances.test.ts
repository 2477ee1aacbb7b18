import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTable, endpoints } from '@haneul/contract';
import { migrateDatabase, openDatabase, type Database } from '@haneul/db';
import {
  createPostgresDatabase,
  createTestMember,
  createTestSession,
  createTestStaffSession,
  dropPostgresDatabase,
  fundTestMember,
} from '@haneul/db/testing';
import { buildApp } from '../../app.ts';
import { createEventBus, type EventBus } from '../../lib/events/event-bus.ts';
import { pgTransport } from '../../lib/events/pg-transport.ts';
import { redisTransport } from '../../lib/events/redis-transport.ts';
import { createTestClock, TEST_PROVIDER_SECRET } from '../../testing/test-app.ts';
import { createStaffAccount } from '../backoffice/testing/backoffice.test-helper.ts';
import { listening, openTestStream } from './stream.test-helper.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API instances on one PostgreSQL database, as a cluster runs them: a change made through one
 * reaches a stream held by the other, over LISTEN/NOTIFY by default and over Redis when REDIS_URL
 * is set.
 */
describe.each(['postgres', 'redis'] as const)('two API instances, events over %s', (transport) => {
  const name = `haneul_test_${randomBytes(6).toString('hex')}`;
  const channel = `haneul_live_test_${randomBytes(4).toString('hex')}`;
  const clock = createTestClock();
  const busErrors: unknown[] = [];
  const instances: { database: Database; bus: EventBus; app: Awaited<ReturnType<typeof buildApp>> }[] = [];

  beforeAll(async () => {
    process.env.PROVIDER_HANEUL_SECRET ??= TEST_PROVIDER_SECRET;
    const url = await createPostgresDatabase(name);
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ engine: 'postgres', url, poolSize: 4 });
      if (i === 0) await migrateDatabase(database);
      const onError = (error: unknown) => busErrors.push(error);
      const bus = await createEventBus(
        transport === 'postgres'
          ? pgTransport(url, onError, channel)
          : redisTransport(REDIS_URL, onError, channel),
        onError,
      );
      const app = await buildApp({
        db: database.db,
        clock,
        bus,
        config: { gamesUrl: 'http://localhost:4100', production: false },
        logLevel: 'silent',
      });
      instances.push({ database, bus, app });
    }
  });
  afterAll(async () => {
    for (const { app, bus, database } of instances) {
      await app.close();
      await bus.close();
      await database.close();
    }
    await dropPostgresDatabase(name);
  });

  /** A member with 10,000 won and a session, and an admin's session. */
  const memberAndStaff = async (db: Database['db']) => {
    const { id } = await createTestMember(db);
    await fundTestMember(db, id, 10_000);
    const staff = await createStaffAccount(db, { role: 'admin' });
    return {
      id,
      token: await createTestSession(db, id, clock()),
      staffToken: await createTestStaffSession(db, staff.id, clock()),
    };
  };

  it('hands a note and a balance adjustment made on one instance to a stream held by the other', async () => {
    const [a, b] = instances;
    const db = a!.database.db;
    const { id, token, staffToken } = await memberAndStaff(db);

    const stream = await openTestStream(await listening(a!.app), '/public/stream', token);
    const queue = await openTestStream(await listening(a!.app), endpoints['live.stream'].path, staffToken);
    expect(await stream.next('balance')).toMatchObject({ balance: 10_000 });

    const viaB = (path: string, payload: object, bearer: string) =>
      b!.app.inject({ method: 'POST', url: path, payload, headers: { authorization: `Bearer ${bearer}` } });
    const note = await viaB(
      endpoints['notes.send'].path,
      { target: { kind: 'member', memberId: id }, title: '안내', contents: '다른 인스턴스에서' },
      staffToken,
    );
    expect(note.statusCode).toBe(200);
    expect(await stream.next('counts', (c: { noteCount: number }) => c.noteCount === 1)).toEqual({
      noteCount: 1,
      helpCount: 0,
    });

    const adjusted = await viaB(
      endpoints['members.adjust'].path.replace(':id', String(id)),
      { amount: 5_000, reason: 'stream test', requestId: randomUUID() },
      staffToken,
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(await stream.next('balance', (m: { balance: number }) => m.balance === 15_000)).toMatchObject({
      balance: 15_000,
    });

    const deposit = await viaB(
      callTable['apply-user-deposit'].path,
      { amount: 30_000, depositorName: '김하늘' },
      token,
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(await queue.next('request')).toMatchObject({ request: 'deposit', created: true });
    stream.close();
    queue.close();
    expect(busErrors).toEqual([]);
  });

  it('the health check remembers a member between polls and forgets on a change made on the other instance', async () => {
    const [a, b] = instances;
    const db = a!.database.db;
    const { id, token, staffToken } = await memberAndStaff(db);
    const health = async (instance: (typeof instances)[number]) =>
      (
        await instance.app.inject({
          method: 'POST',
          url: callTable['user-health-check'].path,
          payload: {},
          headers: { authorization: `Bearer ${token}` },
        })
      ).json() as { status: string; user?: { balance: number } };
    /** Resolves when `instance` hears an event of this member's `kind`. */
    const heard = (instance: (typeof instances)[number], kind: string) =>
      new Promise<void>((resolve) => {
        const stop = instance.bus.subscribe((message) => {
          if (message.to === 'member' && message.memberId === id && message.kind === kind) {
            stop();
            resolve();
          }
        });
      });

    expect((await health(b!)).user?.balance).toBe(10_000);
    // Written behind the API's back, with no event: B answers what it remembers.
    await fundTestMember(db, id, 1_000);
    expect((await health(b!)).user?.balance).toBe(10_000);

    // An adjustment through A tells every instance: B forgets and reads the balance again.
    const balanceHeard = heard(b!, 'balance');
    const adjusted = await a!.app.inject({
      method: 'POST',
      url: endpoints['members.adjust'].path.replace(':id', String(id)),
      payload: { amount: 5_000, reason: 'cache test', requestId: randomUUID() },
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    await balanceHeard;
    expect((await health(b!)).user?.balance).toBe(16_000);

    // Signing out on A ends the session on B as soon as B hears it.
    const sessionHeard = heard(b!, 'session');
    const out = await a!.app.inject({
      method: 'POST',
      url: callTable['user-do-logout'].path,
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    await sessionHeard;
    expect((await health(b!)).status).toBe('auth');
    expect(busErrors).toEqual([]);
  });
});
