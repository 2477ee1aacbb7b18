import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { databaseOptionsFromEnv, migrateDatabase, openDatabase, seedDemo } from '@haneul/db';
import { banner } from './start/banner.ts';
import { buildServers, buildStaleFrontEnds } from './start/builds.ts';
import { startService, stopService, waitForHttp } from './start/processes.ts';
import { installProviderSecret } from './start/provider-secret.ts';

/** `npm start`: builds what is stale, prepares the database with demo data, starts every server. */
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
// Absolute: each server runs from its own workspace folder (`npm run start -w ...`).
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const gamesPort = process.env.GAMES_PORT ?? '4100';
const gamesUrl = process.env.GAMES_URL ?? `http://localhost:${gamesPort}`;
const apiUrl = `http://localhost:${apiPort}`;
const walletSecret = installProviderSecret(dataDir, process.env);
const env = {
  ...process.env,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  DATA_DIR: dataDir,
  GAMES_URL: gamesUrl,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${webPort}`,
  GAMES_PORT: gamesPort,
  GAMES_DATA_DIR: `${dataDir}/games`,
  API_URL: apiUrl,
  // The API checks and the game server makes the wallet's signatures with the install's own secret,
  // one for both built-in providers (seamless `haneul`, transfer-wallet `cloud`): one server hosts both.
  PROVIDER_HANEUL_SECRET: walletSecret,
  PROVIDER_CLOUD_SECRET: walletSecret,
  // The sportsbook's demo fixtures, matches in play and results.
  SPORT_DEMO_FEED: process.env.SPORT_DEMO_FEED ?? '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

const children: ChildProcess[] = [];

function stopAll(code: number): never {
  children.forEach(stopService);
  process.exit(code);
}

async function main(): Promise<void> {
  await buildStaleFrontEnds(env, console.log);
  await buildServers(env, console.log);

  // The embedded database allows one process at a time: prepare it, close it, then start the API on it.
  const database = await openDatabase(databaseOptionsFromEnv(env, `${dataDir}/api`));
  await migrateDatabase(database);
  await seedDemo(database.db, { gamesUrl });
  await database.close();

  const api = startService('api', 'npm', ['run', 'start', '-w', '@haneul/api'], env);
  const web = startService('web', 'npm', ['run', 'start', '-w', '@haneul/web'], env);
  const games = startService('games', 'npm', ['run', 'start', '-w', '@haneul/games'], env);
  children.push(api, web, games);
  for (const child of children) {
    child.on('exit', (code) => {
      console.error(`A server stopped (exit ${code}); stopping the others.`);
      stopAll(code ?? 1);
    });
  }
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));

  await Promise.all([
    waitForHttp(`${apiUrl}/healthz`),
    waitForHttp(`http://localhost:${webPort}/`),
    waitForHttp(`${gamesUrl}/healthz`),
  ]);
  console.log(banner({ web: `http://localhost:${webPort}`, api: apiUrl, games: gamesUrl }));
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll(1);
});
