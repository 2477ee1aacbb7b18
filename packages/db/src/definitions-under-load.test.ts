import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';

/**
 * A server starting beside live traffic (a cluster instance restarted under load, docs/cluster.md)
 * applies the definition files while money transactions run. PostgreSQL only: PGlite serves one
 * connection, so nothing runs beside its migrator.
 */
describe('the definition files applied beside a running transaction on postgres', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.destroy());

  it('give way instead of deadlocking it, and are applied once it commits', async () => {
    let migrated = false;
    let migration: Promise<void> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      // As a money transaction does: a write on journal_entries first…
      await tx.execute(sql`lock table journal_entries in row exclusive mode`);
      migration = migrateDatabase(database).then(() => {
        migrated = true;
      });
      // …while the migrator replaces audit_log's triggers (files in name order) and waits for
      // journal_entries; then a write on audit_log, which waits for the migrator: a cycle, which
      // the migrator breaks, so this transaction goes on and commits.
      await sleep(200);
      await tx.execute(sql`lock table audit_log in row exclusive mode`);
      expect(migrated).toBe(false);
    });
    await migration;
    expect(migrated).toBe(true);
  });
});
