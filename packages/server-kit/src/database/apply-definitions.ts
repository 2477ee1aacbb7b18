import { sql } from 'drizzle-orm';
import type { DefinitionFile } from './definition-files.ts';
import type { DatabaseSchema, SchemaDb } from './open-database.ts';

/**
 * The advisory lock the definitions are applied under: two servers starting at once would otherwise
 * replace the same function concurrently, which PostgreSQL refuses ("tuple concurrently updated").
 */
const DEFINITIONS_LOCK = 0x68616e65;

/**
 * Applies the definition files in one transaction: all of them or none. Each file replaces its
 * object in place (CREATE OR REPLACE), so applying them again changes nothing but the catalogue
 * rows' versions; callers holding a transaction pass it and decide whether it commits.
 */
export async function applyDefinitions<TSchema extends DatabaseSchema>(
  db: SchemaDb<TSchema>,
  files: readonly DefinitionFile[],
): Promise<void> {
  if (files.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEFINITIONS_LOCK})`);
    for (const file of files) {
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
    }
  });
}
