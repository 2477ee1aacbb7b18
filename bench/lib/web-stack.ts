import { createServer } from 'node:net';
import { seedDemo } from '@haneul/db';
import { FRONT_END_BUILDS } from '../../scripts/start/builds.ts';
import { isStale } from '../../scripts/start/freshness.ts';
import { runToEnd, startService, stopService, waitForHttp } from '../../scripts/start/processes.ts';
import { startApiOnPostgres } from './api-on-postgres.ts';

export interface WebStack {
  /** The member site's base URL, e.g. `http://localhost:41234`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The member site as visitors get it: the production build (rebuilt when stale) served by
 * its production server (`apps/web/server.ts`), in front of the API on a fresh PostgreSQL database with the demo seed, so home
 * shows the real catalogue, notices and popups.
 */
export async function startWebStack(): Promise<WebStack> {
  await buildSiteIfStale();
  const api = await startApiOnPostgres();
  let stopWeb = async () => {};
  const close = async () => {
    await stopWeb();
    await api.close();
  };
  try {
    await seedDemo(api.database.db, { gamesUrl: 'http://localhost:4100' });
    const port = await freePort();
    const web = startService('web', 'npm', ['run', 'start', '-w', '@haneul/web'], {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      WEB_PORT: String(port),
      API_URL: api.url,
    });
    stopWeb = async () => {
      if (web.exitCode !== null) return;
      const exited = new Promise((resolve) => web.once('exit', resolve));
      stopService(web);
      await exited;
    };
    // `localhost`, not 127.0.0.1: next-intl's as-needed prefix loops on `/` otherwise (see e2e-server).
    const url = `http://localhost:${port}`;
    await waitForHttp(`${url}/`);
    return { url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Only the member site: the other front ends play no part in what is measured here. */
async function buildSiteIfStale(): Promise<void> {
  const site = FRONT_END_BUILDS.find((build) => build.workspace === '@haneul/web');
  if (!site) throw new Error('no build of @haneul/web in scripts/start/builds.ts');
  if (!isStale(site.output, site.sources)) return;
  console.log(`[web] Building ${site.label}…`);
  await runToEnd('npm', ['run', 'build', '-w', site.workspace], process.env);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
