import { fileURLToPath } from 'node:url';
import { migrateDatabase as migrateSchemaDatabase } from '@haneul/server-kit/database';
import type { Database } from './client.ts';

/** Resolved from this file, so the folders stay found wherever the package is compiled to. */
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The ledger's and wallet's functions and triggers, one per file: their source of truth. */
export const definitionsFolder = fileURLToPath(new URL('../sql', import.meta.url));

/** Applies the drizzle-kit migrations, then the function and trigger files; both engines alike. */
export function migrateDatabase(database: Database): Promise<void> {
  return migrateSchemaDatabase(database, { migrationsFolder, definitionsFolder });
}
