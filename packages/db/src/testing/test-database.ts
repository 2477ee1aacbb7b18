import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../client.ts';
import type { LedgerCheck } from '../ledger/check-ledger.ts';
import { formatDrift } from '../ledger/drift-table.ts';
import { reconcile, type SqlRunner } from '../ledger/reconcile.ts';
import { migrateDatabase } from '../migrate.ts';

export const TEST_ENGINES = ['pglite', 'postgres'] as const;

export type TestEngine = (typeof TEST_ENGINES)[number];

/** What `checkLedger` answers for a sound ledger: every invariant test ends on it. */
export const SOUND_LEDGER: LedgerCheck = { unbalancedEntries: 0, mismatchedAccounts: 0, negativeAccounts: 0 };

/**
 * The last word of every money test suite: the reconciliation finds no drift (the game server's
 * rounds included when its database is given). Throws the drift table otherwise.
 */
export async function expectReconciled(
  db: Db,
  { gamesDb, now = new Date() }: { gamesDb?: SqlRunner; now?: Date } = {},
): Promise<void> {
  const result = await reconcile(db, { gamesDb, now });
  if (!result.clean) throw new Error(`reconciliation found drift:\n${formatDrift(result)}`);
}

/** The server that PostgreSQL tests create their throwaway databases on. */
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  /** Drops the throwaway database (PostgreSQL) or closes the in-memory one (PGlite). */
  destroy(): Promise<void>;
}

/** The URL of a database on the local PostgreSQL server that tests and benchmarks use. */
export function postgresUrlFor(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database on that server; names are ours, checked to be plain identifiers. */
export async function createPostgresDatabase(name: string): Promise<string> {
  assertPlainName(name);
  await withAdmin((client) => client.query(`create database ${name}`));
  return postgresUrlFor(name);
}

/** Drops it again, closing whatever connections are left. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  assertPlainName(name);
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * Names the file of a migrated PGlite data directory that test databases start from (Vitest's
 * global setup writes one per run): loading it takes a tenth of creating a cluster and migrating.
 */
export const PGLITE_IMAGE_ENV = 'HANEUL_TEST_PGLITE_IMAGE';

/** Writes a freshly migrated PGlite database's data directory to `path`. */
export async function writeMigratedPgliteImage(path: string): Promise<void> {
  const database = await openDatabase({ engine: 'pglite' });
  try {
    await migrateDatabase(database);
    const image = await database.saveImage?.();
    if (!image) throw new Error('PGlite could not save its data directory');
    await writeFile(path, Buffer.from(await image.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function pgliteImage(): Promise<Blob | undefined> {
  const path = process.env[PGLITE_IMAGE_ENV];
  return path ? new Blob([await readFile(path)]) : undefined;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the local PostgreSQL server. */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const image = await pgliteImage();
    const database = await openDatabase({ engine: 'pglite', ...(image ? { image } : {}) });
    // On an image this finds every migration applied and only re-applies the definitions.
    await migrateDatabase(database);
    return { ...database, destroy: () => database.close() };
  }
  const name = `haneul_test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({
    engine: 'postgres',
    url: await createPostgresDatabase(name),
    poolSize: 24,
  });
  await migrateDatabase(database);
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await dropPostgresDatabase(name);
    },
  };
}

function assertPlainName(name: string): void {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
