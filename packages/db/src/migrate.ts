import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Applies the drizzle-kit migrations; the same folder serves PGlite and PostgreSQL. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
