import { randomBytes } from 'node:crypto';
import { createPostgresDatabase, dropPostgresDatabase } from '@haneul/db/testing';

/** A throwaway database on the local PostgreSQL server for one benchmark. */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = await createPostgresDatabase(name);
  return { name, url, drop: () => dropPostgresDatabase(name) };
}
