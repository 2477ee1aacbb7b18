import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { UnnamedStatementsClient } from './unnamed-statements-client.ts';

/**
 * What `db.execute` answers on both engines: node-postgres and PGlite results both carry `rows`.
 * (The bare PgQueryResultHKT types it as `unknown`, which made every raw query need a cast.)
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<TRow> {
  rows: TRow[];
}

/** The tables (and relations) a database speaks: a Drizzle schema module. */
export type DatabaseSchema = Record<string, unknown>;

/** A database handle or a transaction over `TSchema`: query functions take this first. */
export type SchemaDb<TSchema extends DatabaseSchema> = PgDatabase<RowsQueryResultHKT, TSchema>;

export type DatabaseOptions =
  | {
      engine: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * Keep idle pooled connections open instead of closing them after 10 s (a server's pool): a
       * new connection's backend compiles the database's functions and plans their queries afresh,
       * which the first calls after a quiet spell would wait for.
       */
      keepIdleConnections?: boolean;
      /** Told when an idle pooled connection dies (server restart, a forced drop); the pool replaces it. */
      onIdleClientError?: (error: Error) => void;
      /**
       * The URL reaches PostgreSQL through a transaction-mode pooler (PgBouncer): statements go
       * unnamed (UnnamedStatementsClient), since a named one may not exist on the next transaction's
       * server connection.
       */
      unnamedStatements?: boolean;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `image`, a data directory saved by
   * PGlite's `dumpDataDir`, starts the database as that copy instead of an empty cluster.
   */
  | { engine: 'pglite'; dataDir?: string; image?: Blob };

export interface Database<TSchema extends DatabaseSchema> {
  db: SchemaDb<TSchema>;
  engine: DatabaseOptions['engine'];
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an image another database can start from (`image`). */
  saveImage?: () => Promise<Blob>;
}

/** The pool size when the options name none. */
const DEFAULT_POOL_SIZE = 20;

/** Opens PostgreSQL when given a URL, the embedded PGlite otherwise; both speak the same schema. */
export async function openDatabase<TSchema extends DatabaseSchema>(
  options: DatabaseOptions,
  schema: TSchema,
): Promise<Database<TSchema>> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      ...(options.keepIdleConnections ? { idleTimeoutMillis: 0 } : {}),
      ...(options.unnamedStatements ? { Client: UnnamedStatementsClient } : {}),
    });
    // Without a listener, an idle connection's error would be thrown as an uncaught exception.
    pool.on('error', options.onIdleClientError ?? (() => undefined));
    // The pool listens only while a connection is idle. One the database ends while it is checked
    // out between statements (a transaction's, at a restart or pg_terminate_backend) had nobody
    // listening and took the whole process down; the statement after fails by itself, and the pool
    // drops the connection when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as SchemaDb<TSchema>;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  // PGlite creates the last directory only: a fresh checkout (or a deleted ./data) has no parent.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as SchemaDb<TSchema>;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    saveImage: async () => client.dumpDataDir('none'),
  };
}
