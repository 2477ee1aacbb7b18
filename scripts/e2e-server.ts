import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { migrateDatabase, openDatabase, seedDemo } from '@haneul/db';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrlFor } from '@haneul/db/testing';
import { buildServers, buildStaleFrontEnds } from './start/builds.ts';
import { startService, stopService, waitForHttp } from './start/processes.ts';

/**
 * The servers Playwright tests against (playwright.config.ts starts this as its webServer):
 * builds the front ends when stale, creates throwaway PostgreSQL databases named by the config
 * (E2E_DB_NAME for the API, E2E_DB_NAME_games for the game server), migrates and seeds the API's,
 * starts the API on :4400, the game server on :4500 and the site on :3400, and drops the databases
 * again when stopped.
 */
const dbName = process.env.E2E_DB_NAME ?? '';
const apiPort = process.env.E2E_API_PORT ?? '4400';
const webPort = process.env.E2E_WEB_PORT ?? '3400';
const gamesPort = process.env.E2E_GAMES_PORT ?? '4500';
const gamesDbName = `${dbName}_games`;
if (!/^haneul_e2e_[a-z0-9_]+$/.test(dbName))
  throw new Error(`E2E_DB_NAME must be haneul_e2e_…, got "${dbName}"`);

const databaseUrl = postgresUrlFor(dbName);
/** A wallet secret of this run's own, as `npm start` makes one per install. */
const walletSecret = randomBytes(32).toString('base64url');
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  API_PORT: apiPort,
  API_URL: `http://localhost:${apiPort}`,
  GAMES_URL: `http://localhost:${gamesPort}`,
  SITE_URL: `http://localhost:${webPort}`,
  GAMES_PORT: gamesPort,
  GAMES_DATABASE_URL: postgresUrlFor(gamesDbName),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // The game server hosts both built-in providers and signs for both with its one secret.
  PROVIDER_HANEUL_SECRET: walletSecret,
  PROVIDER_CLOUD_SECRET: walletSecret,
  SPORT_DEMO_FEED: '1',
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
    for (const name of [dbName, gamesDbName]) {
      await dropPostgresDatabase(name).catch((error: unknown) => console.error(error));
    }
  })();
  await stopped;
  process.exit(code);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  await buildStaleFrontEnds(env, (line) => console.log(`[e2e] ${line}`));
  await buildServers(env, (line) => console.log(`[e2e] ${line}`));

  await createPostgresDatabase(dbName);
  await createPostgresDatabase(gamesDbName);
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 2 });
  await migrateDatabase(database);
  await seedDemo(database.db, { gamesUrl: env.GAMES_URL });
  await database.close();

  const api = startService('api', 'npm', ['run', 'start', '-w', '@haneul/api'], env);
  const games = startService('games', 'npm', ['run', 'start', '-w', '@haneul/games'], env);
  children.push(api, games);
  await Promise.all([
    waitForHttp(`http://localhost:${apiPort}/healthz`),
    waitForHttp(`http://localhost:${gamesPort}/healthz`),
  ]);
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
  console.log(`[e2e] API :${apiPort}, games :${gamesPort}, site :${webPort}, database ${dbName}`);
}

main().catch((error: unknown) => {
  console.error(error);
  void stop(1);
});
