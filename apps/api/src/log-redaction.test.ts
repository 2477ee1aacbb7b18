import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTable } from '@haneul/contract';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '@haneul/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { createTestClock } from './testing/test-app.ts';

/**
 * The audit found every SQL parameter of a failed query in the API's log: password and exchange-PIN
 * hashes, phone, bank account. A registration that fails in the database must log that it failed
 * and nothing of what the member typed.
 */
describe.each(TEST_ENGINES)('what a failing registration logs (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildApp({
      db: database.db,
      clock: createTestClock(),
      config: { gamesUrl: 'http://localhost:4100', production: false },
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
    await database.db.execute(
      sql.raw(`create function refuse_members() returns trigger language plpgsql
        as $$ begin raise exception 'registrations are failing today'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger refuse_members before insert on members
        for each row execute function refuse_members()`),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('logs the failure, and none of the password, PIN, phone, bank account or their hashes', async () => {
    const typed = {
      userId: `logs${engine}`,
      password: 'Correct-Horse-Battery-77',
      passwordConfirm: 'Correct-Horse-Battery-77',
      nick: `로그${engine}`.slice(0, 12),
      phone: '010-5678-1234',
      bankname: '신한은행',
      bankOwner: '김비밀',
      banknum: '110-987-654321',
      exchangePassword: '8642',
      code: '',
      birthDate: '1990-03-04',
      agree: true,
    };
    const res = await app.inject({ method: 'POST', url: callTable['user-register'].path, payload: typed });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error' });

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('registrations are failing today');
    for (const value of [typed.password, typed.phone, typed.banknum, typed.bankOwner, '8642', '$argon2']) {
      expect(log).not.toContain(value);
    }
    expect(log).not.toMatch(/params:/);
  });
});
