import { databaseOptionsFromEnv, openDatabase, type Database } from '../client.ts';
import { databaseErrorOf } from '../db-error.ts';

/** Where the API keeps its embedded database: `${DATA_DIR}/api`, DATA_DIR defaulting to ./data as for the API. */
export function apiDataDir(env: NodeJS.ProcessEnv): string {
  return `${env.DATA_DIR?.trim() || 'data'}/api`;
}

/**
 * Opens the API's database as the API does (DATABASE_URL, else PGlite in ./data/api), runs `main`,
 * closes the database and exits with `main`'s code. PGlite allows one process per data directory:
 * run these commands while the API is stopped, or use PostgreSQL.
 */
export async function runCli(main: (database: Database) => Promise<number>): Promise<never> {
  let code = 2;
  let database: Database | null = null;
  try {
    database = await openDatabase(databaseOptionsFromEnv(process.env, apiDataDir(process.env)));
    code = await main(database);
  } catch (error) {
    // The database's own words ("relation ... does not exist") say more than Drizzle's wrapper.
    console.error(databaseErrorOf(error)?.message ?? (error instanceof Error ? error.message : error));
  } finally {
    await database?.close().catch(() => undefined);
  }
  process.exit(code);
}
