import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * What `db.execute` answers on both engines: node-postgres and PGlite results both carry `rows`.
 * (The bare PgQueryResultHKT types it as `unknown`, which made every raw query need a cast.)
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbRows<this['row']>;
}
export interface DbRows<TRow> {
  rows: TRow[];
}
/** A database handle or a transaction: query functions take this first, so both engines share them. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

export type DatabaseOptions =
  | {
      engine: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * Keep idle pooled connections open instead of closing them after 10 s (a server's pool): a
       * new connection's backend compiles the ledger and wallet functions and plans their queries
       * afresh, ~15 ms that the first calls after a quiet spell would wait.
       */
      keepIdleConnections?: boolean;
      /** Told when an idle pooled connection dies (server restart, a forced drop); the pool replaces it. */
      onIdleClientError?: (error: Error) => void;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { engine: 'pglite'; dataDir?: string };

export interface Database {
  db: Db;
  engine: DatabaseOptions['engine'];
  close(): Promise<void>;
}

/** Opens PostgreSQL when given a URL, the embedded PGlite otherwise; both speak the same schema. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      ...(options.keepIdleConnections ? { idleTimeoutMillis: 0 } : {}),
    });
    // Without a listener, an idle connection's error would be thrown as an uncaught exception.
    pool.on('error', options.onIdleClientError ?? (() => undefined));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  // PGlite creates the last directory only: a fresh checkout (or a deleted ./data) has no parent.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

/** Chooses the engine from the environment: DATABASE_URL means PostgreSQL, else PGlite in `dataDir`. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  return url ? { engine: 'postgres', url } : { engine: 'pglite', dataDir };
}
