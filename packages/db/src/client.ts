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

/**
 * Chooses the engine from the environment: DATABASE_URL means PostgreSQL, else PGlite in `dataDir`.
 * DATABASE_POOLER=transaction says DATABASE_URL is a transaction-mode pooler (PgBouncer): its
 * statements then go unnamed (docs/cluster.md).
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { engine: 'pglite', dataDir };
  return behindTransactionPooler(env)
    ? { engine: 'postgres', url, unnamedStatements: true }
    : { engine: 'postgres', url };
}

/**
 * Where what needs PostgreSQL itself goes — the migrator and the live events' LISTEN, which hold a
 * server connection beyond one transaction: DATABASE_DIRECT_URL when set (the primary, past the
 * pooler), else the database `databaseOptionsFromEnv` chooses. Behind a transaction-mode pooler
 * without it, this refuses rather than migrate through the pooler.
 */
export function directDatabaseOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): DatabaseOptions {
  const options = databaseOptionsFromEnv(env, dataDir);
  if (options.engine === 'pglite') return options;
  const direct = env.DATABASE_DIRECT_URL?.trim();
  if (direct) return { engine: 'postgres', url: direct };
  if (options.unnamedStatements) {
    throw new Error(
      'DATABASE_POOLER=transaction needs DATABASE_DIRECT_URL: migrations and LISTEN cannot go through the pooler',
    );
  }
  return options;
}

/**
 * The read replica the back office's reports and history lists read (REPLICA_DATABASE_URL: a
 * streaming standby of DATABASE_URL's primary), or undefined: they read the primary.
 */
export function replicaDatabaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions | undefined {
  const url = env.REPLICA_DATABASE_URL?.trim();
  return url ? { engine: 'postgres', url } : undefined;
}

function behindTransactionPooler(env: NodeJS.ProcessEnv): boolean {
  return env.DATABASE_POOLER?.trim() === 'transaction';
}
