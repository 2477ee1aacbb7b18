import { fileURLToPath } from 'node:url';
import { migrateDatabase } from '@haneul/server-kit/database';
import type { GamesDatabase } from './client.ts';

/** Resolved from this file, so the folder stays found wherever the app is compiled to. */
const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/**
 * Its own journal table: should GAMES_DATABASE_URL ever name the API's database by mistake, the two
 * migration histories stay apart instead of one skipping the other's migrations.
 */
const GAMES_MIGRATIONS_TABLE = '__games_migrations';

/**
 * Applies the drizzle-kit migrations in apps/games/drizzle; the same folder serves both engines.
 * The games database keeps no functions or triggers, so there is no definitions folder
 * (db/definitions.test.ts holds it to that).
 */
export function migrateGamesDatabase(database: GamesDatabase): Promise<void> {
  return migrateDatabase(database, { migrationsFolder, migrationsTable: GAMES_MIGRATIONS_TABLE });
}
