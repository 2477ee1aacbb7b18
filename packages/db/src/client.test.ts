import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  databaseOptionsFromEnv,
  directDatabaseOptionsFromEnv,
  openDatabase,
  replicaDatabaseOptionsFromEnv,
} from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { members } from './schema/index.ts';
import { createPostgresDatabase, dropPostgresDatabase } from './testing/index.ts';

const PRIMARY = 'postgres://haneul@127.0.0.1:25432/haneul';
const POOLER = 'postgres://haneul@127.0.0.1:26432/haneul';

describe('the database the environment names', () => {
  it('is the embedded one without DATABASE_URL, for everything', () => {
    const env = { DATABASE_DIRECT_URL: PRIMARY };
    expect(databaseOptionsFromEnv(env, 'data/api')).toEqual({ engine: 'pglite', dataDir: 'data/api' });
    expect(directDatabaseOptionsFromEnv(env, 'data/api')).toEqual({ engine: 'pglite', dataDir: 'data/api' });
  });

  it('is DATABASE_URL with named statements, and migrations go there too, without a pooler', () => {
    const env = { DATABASE_URL: PRIMARY };
    expect(databaseOptionsFromEnv(env, 'data/api')).toEqual({ engine: 'postgres', url: PRIMARY });
    expect(directDatabaseOptionsFromEnv(env, 'data/api')).toEqual({ engine: 'postgres', url: PRIMARY });
  });

  it('behind a transaction-mode pooler: unnamed statements, migrations and LISTEN to the primary', () => {
    const env = { DATABASE_URL: POOLER, DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: PRIMARY };
    expect(databaseOptionsFromEnv(env, 'data/api')).toEqual({
      engine: 'postgres',
      url: POOLER,
      unnamedStatements: true,
    });
    expect(directDatabaseOptionsFromEnv(env, 'data/api')).toEqual({ engine: 'postgres', url: PRIMARY });
  });

  it('refuses to migrate through a transaction-mode pooler', () => {
    const env = { DATABASE_URL: POOLER, DATABASE_POOLER: 'transaction' };
    expect(() => directDatabaseOptionsFromEnv(env, 'data/api')).toThrow(/needs DATABASE_DIRECT_URL/);
  });

  it('names a read replica only when REPLICA_DATABASE_URL is set', () => {
    expect(replicaDatabaseOptionsFromEnv({ DATABASE_URL: PRIMARY })).toBeUndefined();
    expect(replicaDatabaseOptionsFromEnv({ REPLICA_DATABASE_URL: ' postgres://r/haneul ' })).toEqual({
      engine: 'postgres',
      url: 'postgres://r/haneul',
    });
  });
});

// node-postgres only: PGlite has no pooler in front of it and prepares nothing by name.
describe('statements on PostgreSQL', () => {
  it.each([
    ['named by default, each prepared once per connection', false, 1],
    ['unnamed behind a transaction-mode pooler, so no connection keeps one', true, 0],
  ])('are %s', async (_case, unnamedStatements, kept) => {
    const name = `haneul_test_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({
      engine: 'postgres',
      url: await createPostgresDatabase(name),
      poolSize: 2,
      unnamedStatements,
    });
    try {
      await migrateDatabase(database);
      // One transaction is one connection: what it prepared is in its pg_prepared_statements.
      const found = await database.db.transaction(async (tx) => {
        const prepared = tx.select({ n: count() }).from(members).prepare('count_members_probe');
        expect(await prepared.execute()).toEqual([{ n: 0 }]);
        expect(await prepared.execute()).toEqual([{ n: 0 }]);
        const { rows } = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_prepared_statements where name = 'count_members_probe'`,
        );
        return rows[0]?.n;
      });
      expect(found).toBe(kept);
    } finally {
      await database.close();
      await dropPostgresDatabase(name);
    }
  });
});

describe('a connection PostgreSQL ends', () => {
  it('between the statements of a transaction fails that transaction; the process and the pool go on', async () => {
    const name = `haneul_test_${randomBytes(6).toString('hex')}`;
    const url = await createPostgresDatabase(name);
    const database = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
    const admin = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          const pid = Number(rows[0]?.pid);
          await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
          // The server's goodbye reaches the connection while no statement of it is running.
          for (;;) {
            const { rows: alive } = await admin.db.execute<{ n: number }>(
              sql`select count(*)::int as n from pg_stat_activity where pid = ${pid}`,
            );
            if (alive[0]?.n === 0) break;
          }
          await new Promise((settle) => setTimeout(settle, 100));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      const { rows } = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.close();
      await database.close();
      await dropPostgresDatabase(name);
    }
  });
});
