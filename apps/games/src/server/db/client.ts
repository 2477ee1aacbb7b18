import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * The game server's own database (never the API's: money lives there, rounds and seeds here).
 * Mirrors `packages/db/src/client.ts`: PostgreSQL when given a URL, the embedded PGlite otherwise.
 */
export type GamesSchema = typeof schema;
/** What `db.execute` answers on both engines: node-postgres and PGlite results both carry `rows`. */
export interface GamesQueryResultHKT extends PgQueryResultHKT {
  type: GamesRows<this['row']>;
}
export interface GamesRows<TRow> {
  rows: TRow[];
}
/** A database handle or a transaction: query functions take this first. */
export type GamesDb = PgDatabase<GamesQueryResultHKT, GamesSchema>;

export type GamesDatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { engine: 'pglite'; dataDir?: string };

export interface GamesDatabase {
  db: GamesDb;
  engine: GamesDatabaseOptions['engine'];
  close(): Promise<void>;
}

export async function openGamesDatabase(
  options: GamesDatabaseOptions,
  onIdleClientError: (error: Error) => void = () => undefined,
): Promise<GamesDatabase> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection's error would be thrown as an uncaught exception.
    pool.on('error', onIdleClientError);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as GamesDb;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  // PGlite creates the last directory only: a fresh checkout (or a deleted ./data) has no parent.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as GamesDb;
  return { db, engine: 'pglite', close: () => client.close() };
}
