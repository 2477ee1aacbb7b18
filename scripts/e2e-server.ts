import type { ChildProcess } from 'node:child_process';
import { migrateDatabase, openDatabase, seedDemo } from '@haneul/db';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrlFor } from '@haneul/db/testing';
import { buildWebIfStale } from './start/build-web.ts';
import { startService, stopService, waitForHttp } from './start/processes.ts';

/**
 * The servers Playwright tests against (playwright.config.ts starts this as its webServer):
 * builds the member site when stale, creates a throwaway PostgreSQL database named by the config
 * (E2E_DB_NAME), migrates and seeds it, starts the API on :4400 and the site on :3400, and drops
 * the database again when stopped.
 */
const dbName = process.env.E2E_DB_NAME ?? '';
const apiPort = process.env.E2E_API_PORT ?? '4400';
const webPort = process.env.E2E_WEB_PORT ?? '3400';
if (!/^haneul_e2e_[a-z0-9_]+$/.test(dbName))
  throw new Error(`E2E_DB_NAME must be haneul_e2e_…, got "${dbName}"`);

const databaseUrl = postgresUrlFor(dbName);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  API_PORT: apiPort,
  API_URL: `http://localhost:${apiPort}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
};
const children: ChildProcess[] = [];
let stopping = false;

let stopped: Promise<void> | undefined;

/** Stops the servers and drops the database once, however many signals and exits arrive. */
async function stop(code: number): Promise<never> {
  stopping = true;
  stopped ??= (async () => {
    children.forEach(stopService);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dropPostgresDatabase(dbName).catch((error: unknown) => console.error(error));
  })();
  await stopped;
  process.exit(code);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  await buildWebIfStale(env, (line) => console.log(`[e2e] ${line}`));

  await createPostgresDatabase(dbName);
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 2 });
  await migrateDatabase(database);
  await seedDemo(database.db, { gamesUrl: process.env.GAMES_URL ?? 'http://localhost:4100' });
  await database.close();

  const api = startService('api', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], env);
  children.push(api);
  await waitForHttp(`http://localhost:${apiPort}/healthz`);
  // Without -H: next-intl's as-needed prefix loops on `/` when bound to 127.0.0.1 (ARCHITECTURE notes).
  const web = startService('web', 'npm', ['run', 'start', '-w', '@haneul/web'], {
    ...env,
    WEB_PORT: webPort,
  });
  children.push(web);
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) console.error(`[e2e] a server stopped (exit ${code})`);
      void stop(code ?? 1);
    });
  }
  console.log(`[e2e] API :${apiPort}, site :${webPort}, database ${dbName}`);
}

main().catch((error: unknown) => {
  console.error(error);
  void stop(1);
});
