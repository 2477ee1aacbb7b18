import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { databaseErrorOf } from './database-error.ts';
import type { DefinitionFile } from './definition-files.ts';
import type { DatabaseSchema, SchemaDb } from './open-database.ts';

/**
 * The advisory lock the definitions are applied under: two servers starting at once would otherwise
 * replace the same function concurrently, which PostgreSQL refuses ("tuple concurrently updated").
 */
const DEFINITIONS_LOCK = 0x68616e65;

/**
 * How long one attempt waits for a table lock. Replacing a trigger locks its table against writes,
 * one table after another in file order, while a money transaction locks its tables in its own
 * order: a server starting beside live traffic (a cluster instance restarted under load) can close
 * a cycle with one. Giving up within PostgreSQL's deadlock_timeout (1 s) means the definitions
 * always give way first, never the member's transaction; the attempt is then made again.
 */
const LOCK_TIMEOUT = '300ms';
const ATTEMPTS = 40;
/** SQLSTATEs of a lock not had in time, and of a deadlock (a server with a longer lock_timeout). */
const GAVE_WAY = new Set(['55P03', '40P01']);

/**
 * Applies the definition files in one transaction: all of them or none. Each file replaces its
 * object in place (CREATE OR REPLACE), so applying them again changes nothing but the catalogue
 * rows' versions; callers holding a transaction pass it and decide whether it commits. An attempt
 * that could not have a table's lock in time is rolled back and made again, after a pause.
 */
export async function applyDefinitions<TSchema extends DatabaseSchema>(
  db: SchemaDb<TSchema>,
  files: readonly DefinitionFile[],
): Promise<void> {
  if (files.length === 0) return;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DEFINITIONS_LOCK})`);
        await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
        for (const file of files) {
          for (const statement of file.statements) await tx.execute(sql.raw(statement));
        }
      });
      return;
    } catch (error) {
      const code = databaseErrorOf(error)?.code;
      if (attempt === ATTEMPTS || code === undefined || !GAVE_WAY.has(code)) throw error;
      // Apart, so that the transactions queued behind the last attempt drain first.
      await sleep(50 + Math.random() * 200);
    }
  }
}
