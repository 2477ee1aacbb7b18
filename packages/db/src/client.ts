import {
  openDatabase as openSchemaDatabase,
  type Database as SchemaDatabase,
  type DatabaseOptions,
  type SchemaDb,
} from '@haneul/server-kit/database';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database handle or a transaction: query functions take this first, so both engines share them. */
export type Db = SchemaDb<Schema>;
export type Database = SchemaDatabase<Schema>;

/** Opens the API's database: PostgreSQL when given a URL, the embedded PGlite otherwise. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return openSchemaDatabase(options, schema);
}

/** Chooses the engine from the environment: DATABASE_URL means PostgreSQL, else PGlite in `dataDir`. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  return url ? { engine: 'postgres', url } : { engine: 'pglite', dataDir };
}
