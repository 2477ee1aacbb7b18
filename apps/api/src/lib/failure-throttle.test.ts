import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginFailures } from '@haneul/db';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '@haneul/db/testing';
import { releaseAttempt, reserveAttempt, type FailureRule } from './failure-throttle.queries.ts';

const NOW = new Date('2026-11-22T03:00:00Z');
const MINUTES_15 = 15 * 60_000;
const rule = (key: string, limit: number, onSuccess: FailureRule['onSuccess']): FailureRule => ({
  key,
  limit,
  windowMs: MINUTES_15,
  lockMs: MINUTES_15,
  onSuccess,
});

describe.each(TEST_ENGINES)('reserveAttempt and releaseAttempt on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  const attemptsOf = async (key: string) =>
    (await database.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures ?? 0;

  it('counts all keys or none: a locked address leaves the id untouched', async () => {
    const address = rule('ip:192.0.2.1', 1, 'refund');
    expect((await reserveAttempt(database.db, [address], NOW)).status).toBe('ok');
    const refused = await reserveAttempt(database.db, [rule('id:alice', 5, 'clear'), address], NOW);
    expect(refused).toEqual({ status: 'time', retryAfter: 900 });
    expect(await attemptsOf('id:alice')).toBe(0);
    expect(await attemptsOf('ip:192.0.2.1')).toBe(1);
  });

  it('lets a right secret take back only its own attempt on a shared key, lifting a lock it set', async () => {
    const address = rule('ip:192.0.2.2', 3, 'refund');
    for (let i = 0; i < 2; i += 1) await reserveAttempt(database.db, [address], NOW);
    const third = await reserveAttempt(database.db, [address], NOW);
    if (third.status !== 'ok') throw new Error('the third attempt should pass');
    expect((await reserveAttempt(database.db, [address], NOW)).status).toBe('time');
    await releaseAttempt(database.db, third.held);
    expect(await attemptsOf('ip:192.0.2.2')).toBe(2);
    expect((await reserveAttempt(database.db, [address], NOW)).status).toBe('ok');
    expect((await reserveAttempt(database.db, [address], NOW)).status).toBe('time');
  });

  it('takes nothing back from a window that started after the attempt', async () => {
    const address = rule('ip:192.0.2.3', 5, 'refund');
    const old = await reserveAttempt(database.db, [address], NOW);
    if (old.status !== 'ok') throw new Error('the attempt should pass');
    await reserveAttempt(database.db, [address], new Date(NOW.getTime() + MINUTES_15));
    await releaseAttempt(database.db, old.held);
    expect(await attemptsOf('ip:192.0.2.3')).toBe(1);
  });
});
