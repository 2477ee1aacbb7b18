import { resolve } from 'node:path';
import { DEMO_LOGIN_LINES } from '../start/banner.ts';
import { createCluster, type Cluster } from './cluster-stack.ts';
import { CLUSTER_PORTS } from './ports.ts';

/**
 * `npm run cluster`: the whole platform as a cluster on this machine (docs/cluster.md), on
 * PostgreSQL with a streaming replica, PgBouncer and HAProxy; Ctrl-C stops every part of it.
 */
const API_INSTANCES = 3;
const WEB_INSTANCES = 2;
const dataDir = resolve(process.env.DATA_DIR ?? 'data', 'cluster');
const log = (line: string) => console.log(`[cluster] ${line}`);

const cluster = createCluster({
  dataDir,
  ports: CLUSTER_PORTS,
  apiInstances: API_INSTANCES,
  webInstances: WEB_INSTANCES,
  games: true,
  frontEnds: true,
  seed: true,
  env: process.env,
  log,
  onUnexpectedExit: (name, code) => {
    log(`${name} stopped (exit ${code}); stopping the others.`);
    void stopAll(code ?? 1);
  },
});

let stopping: Promise<never> | undefined;
function stopAll(code: number): Promise<never> {
  stopping ??= (async () => {
    log('Stopping…');
    await cluster.stop();
    process.exit(code);
  })();
  return stopping;
}
// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and
// without a listener left tsx's own would exit at the second, before the servers are stopped.
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function banner(running: Cluster): string {
  const ports = CLUSTER_PORTS;
  return [
    '',
    'Haneul is running as a cluster.',
    '',
    `  Member site   ${running.urls.site}   (HAProxy → ${WEB_INSTANCES} member-site instances)`,
    `  Back office   ${running.urls.api}/backoffice/`,
    `  API server    ${running.urls.api}   (HAProxy → ${API_INSTANCES} API instances: ${running.apiUrls.join(', ')})`,
    `  Game server   ${running.urls.games ?? '–'}`,
    `  HAProxy stats ${running.urls.stats}`,
    `  PostgreSQL    primary :${ports.primary}, streaming replica :${ports.replica} (the reports), PgBouncer :${ports.pgbouncer} (transaction mode)`,
    `  Live events   ${running.redisUrl ? `Redis at ${running.redisUrl}` : 'LISTEN/NOTIFY on the primary'}`,
    '',
    ...DEMO_LOGIN_LINES,
    '',
    `  Data lives in ${dataDir} (delete it to start afresh). Ctrl-C stops everything.`,
    '',
  ].join('\n');
}

try {
  const running = await cluster.start();
  if (!stopping) console.log(banner(running));
} catch (error) {
  if (!stopping) {
    console.error(error);
    await stopAll(1);
  }
}
