import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applyDefinitions } from './apply-definitions.ts';
import { readDefinitionFiles } from './definition-files.ts';
import type { Database, DatabaseSchema } from './open-database.ts';

export interface MigrationPlan {
  /** The drizzle-kit migrations: history, applied once each, never edited. */
  migrationsFolder: string;
  /** The journal table, when not drizzle's default (a second database keeps its history apart). */
  migrationsTable?: string;
  /**
   * The functions and triggers, one per file (`functions/`, `triggers/`): the source of truth for
   * them, applied after the migrations on every start.
   */
  definitionsFolder?: string;
}

/**
 * Applies the migrations not applied yet, then every definition file. The same folders serve
 * PGlite and PostgreSQL. Replacing the definitions on each start costs a few milliseconds and
 * makes a changed file take effect without a migration that copies it.
 */
export async function migrateDatabase<TSchema extends DatabaseSchema>(
  database: Database<TSchema>,
  { migrationsFolder, migrationsTable, definitionsFolder }: MigrationPlan,
): Promise<void> {
  const config = { migrationsFolder, ...(migrationsTable ? { migrationsTable } : {}) };
  if (database.engine === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  }
  if (definitionsFolder) await applyDefinitions(database.db, readDefinitionFiles(definitionsFolder));
}
