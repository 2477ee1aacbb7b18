import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { GamesDatabase } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/**
 * Its own journal table: should GAMES_DATABASE_URL ever name the API's database by mistake, the two
 * migration histories stay apart instead of one skipping the other's migrations.
 */
const GAMES_MIGRATIONS_TABLE = '__games_migrations';

/** Applies the drizzle-kit migrations in apps/games/drizzle; the same folder serves both engines. */
export async function migrateGamesDatabase(database: GamesDatabase): Promise<void> {
  const config = { migrationsFolder, migrationsTable: GAMES_MIGRATIONS_TABLE };
  if (database.engine === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  }
}
