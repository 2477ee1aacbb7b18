import type { FastifyInstance } from 'fastify';
import { migrateDatabase, openDatabase, type Database } from '@haneul/db';
import { buildApp } from '../../apps/api/src/app.ts';
import { createScratchDatabase } from './postgres.ts';

export interface BenchApi {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** The API on a fresh, migrated PostgreSQL database, listening on an ephemeral loopback port. */
export async function startApiOnPostgres(poolSize: number): Promise<BenchApi> {
  const scratch = await createScratchDatabase('haneul_bench_api');
  const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize });
  await migrateDatabase(database);
  const app = await buildApp({
    db: database.db,
    config: { gamesUrl: 'http://localhost:4100', production: true },
    logLevel: 'warn',
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url,
    close: async () => {
      await app.close();
      await database.close();
      await scratch.drop();
    },
  };
}
