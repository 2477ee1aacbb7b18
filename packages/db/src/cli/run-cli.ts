import {
  databaseOptionsFromEnv,
  directDatabaseOptionsFromEnv,
  openDatabase,
  type Database,
} from '../client.ts';
import { databaseErrorOf } from '@haneul/server-kit/database';
import { assertPgliteFree } from './pglite-holders.ts';

/** Where the servers keep their embedded databases: DATA_DIR, defaulting to ./data as for them. */
export const dataRoot = (env: NodeJS.ProcessEnv): string => env.DATA_DIR?.trim() || 'data';

/** Where the API keeps its embedded database: `${DATA_DIR}/api`. */
export function apiDataDir(env: NodeJS.ProcessEnv): string {
  return `${dataRoot(env)}/api`;
}

/**
 * Opens the API's database as the API does (DATABASE_URL, else PGlite in ./data/api), runs `main`,
 * closes the database and exits with `main`'s code. PGlite allows one process per data directory:
 * these commands refuse (exit 2) while a server has it open; stop it first, or use PostgreSQL.
 * `direct`: a command that changes the schema goes past a transaction-mode pooler, to
 * DATABASE_DIRECT_URL (`directDatabaseOptionsFromEnv`).
 */
export async function runCli(
  main: (database: Database) => Promise<number>,
  { direct = false }: { direct?: boolean } = {},
): Promise<never> {
  let code = 2;
  let database: Database | null = null;
  try {
    const chooseOptions = direct ? directDatabaseOptionsFromEnv : databaseOptionsFromEnv;
    const options = chooseOptions(process.env, apiDataDir(process.env));
    if (options.engine === 'pglite' && options.dataDir) assertPgliteFree(options.dataDir, 'The API database');
    database = await openDatabase(options);
    code = await main(database);
  } catch (error) {
    // The database's own words ("relation ... does not exist") say more than Drizzle's wrapper.
    console.error(databaseErrorOf(error)?.message ?? (error instanceof Error ? error.message : error));
  } finally {
    await database?.close().catch(() => undefined);
  }
  process.exit(code);
}
