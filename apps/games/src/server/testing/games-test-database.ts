import { randomBytes } from 'node:crypto';
import { createPostgresDatabase, dropPostgresDatabase, type TestEngine } from '@haneul/db/testing';
import { openGamesDatabase, type GamesDatabase } from '../db/client.ts';
import { migrateGamesDatabase } from '../db/migrate.ts';

export interface GamesTestDatabase extends GamesDatabase {
  /** The PostgreSQL URL (for a child process to share); undefined on in-memory PGlite. */
  url?: string;
  destroy(): Promise<void>;
}

/** A throwaway PostgreSQL database for the games schema, migrated; dropped by `destroy`. */
async function createGamesPostgresDatabase(): Promise<GamesTestDatabase> {
  const name = `haneul_games_test_${randomBytes(6).toString('hex')}`;
  const url = await createPostgresDatabase(name);
  const database = await openGamesDatabase({ engine: 'postgres', url });
  await migrateGamesDatabase(database);
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      await dropPostgresDatabase(name);
    },
  };
}

/** A fresh, migrated games database: in-memory PGlite, or a throwaway one on the local PostgreSQL. */
export async function createGamesTestDatabase(engine: TestEngine): Promise<GamesTestDatabase> {
  if (engine === 'postgres') return createGamesPostgresDatabase();
  const database = await openGamesDatabase({ engine: 'pglite' });
  await migrateGamesDatabase(database);
  return { ...database, destroy: () => database.close() };
}
