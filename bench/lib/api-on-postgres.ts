import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { migrateDatabase, openDatabase, type Database } from '@haneul/db';
import { buildServers } from '../../scripts/start/builds.ts';
import { startService, stopService, waitForHttp } from '../../scripts/start/processes.ts';
import { createScratchDatabase } from './postgres.ts';

/** A secret of the run's own: in production the API refuses a short or published one. */
export const BENCH_PROVIDER_SECRET = randomBytes(32).toString('base64url');

export interface BenchApi {
  /** A connection of the bench's own, for setting up data. */
  database: Database;
  url: string;
  /** The server's process group (npm and node under it), for reading its memory. */
  processGroup: number;
  close(): Promise<void>;
}

/**
 * The API server as its own process, compiled as production runs it (so the load generator never
 * shares its event loop), on a fresh, migrated PostgreSQL database; `env` adds to its environment.
 */
export async function startApiOnPostgres(env: Record<string, string> = {}): Promise<BenchApi> {
  const scratch = await createScratchDatabase('haneul_bench_api');
  const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
  await migrateDatabase(database);
  await buildServers(process.env, console.log);
  const port = await freePort();
  const api = startService('api', 'npm', ['run', 'start', '-w', '@haneul/api'], {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: scratch.url,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PROVIDER_HANEUL_SECRET: BENCH_PROVIDER_SECRET,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`);
  return {
    database,
    url,
    processGroup: api.pid ?? 0,
    close: async () => {
      stopService(api);
      await new Promise((resolve) => api.once('exit', resolve));
      await database.close();
      await scratch.drop();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
