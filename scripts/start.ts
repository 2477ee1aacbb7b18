import type { ChildProcess } from 'node:child_process';
import { databaseOptionsFromEnv, migrateDatabase, openDatabase, seedDemo } from '@haneul/db';
import { banner } from './start/banner.ts';
import { buildWebIfStale } from './start/build-web.ts';
import { startService, stopService, waitForHttp } from './start/processes.ts';

/** `npm start`: builds what is stale, prepares the database with demo data, starts every server. */
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const dataDir = process.env.DATA_DIR ?? 'data';
const gamesUrl = process.env.GAMES_URL ?? 'http://localhost:4100';
const apiUrl = `http://localhost:${apiPort}`;
const env = {
  ...process.env,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  DATA_DIR: dataDir,
  GAMES_URL: gamesUrl,
  API_URL: apiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
};

const children: ChildProcess[] = [];

function stopAll(code: number): never {
  children.forEach(stopService);
  process.exit(code);
}

async function main(): Promise<void> {
  await buildWebIfStale(env, console.log);

  // The embedded database allows one process at a time: prepare it, close it, then start the API on it.
  const database = await openDatabase(databaseOptionsFromEnv(env, `${dataDir}/api`));
  await migrateDatabase(database);
  await seedDemo(database.db, { gamesUrl });
  await database.close();

  const api = startService('api', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], env);
  const web = startService('web', 'npm', ['run', 'start', '-w', '@haneul/web'], env);
  children.push(api, web);
  for (const child of children) {
    child.on('exit', (code) => {
      console.error(`A server stopped (exit ${code}); stopping the others.`);
      stopAll(code ?? 1);
    });
  }
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));

  await Promise.all([waitForHttp(`${apiUrl}/healthz`), waitForHttp(`http://localhost:${webPort}/`)]);
  console.log(banner({ web: `http://localhost:${webPort}`, api: apiUrl }));
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll(1);
});
