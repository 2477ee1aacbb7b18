import { join } from 'node:path';
import { migrateDatabase, openDatabase, seedDemo } from '@haneul/db';
import { buildServers, buildStaleFrontEnds } from '../start/builds.ts';
import { waitForHttp } from '../start/processes.ts';
import { installProviderSecret } from '../start/provider-secret.ts';
import { startHaproxy, stopHaproxy, waitForBalancer } from './haproxy.ts';
import { startPgBouncer, stopPgBouncer } from './pgbouncer.ts';
import { instancePorts, type ClusterPorts } from './ports.ts';
import { createDatabases, startPrimary, startReplica, stopPostgres } from './postgres.ts';
import { chooseRedis } from './redis.ts';
import { ServerSet } from './server-set.ts';
import { ensureSystemPackages } from './system-packages.ts';

/** The API's database and the game server's, both on the primary. */
const API_DATABASE = 'haneul';
const GAMES_DATABASE = 'haneul_games';

export interface ClusterOptions {
  /** Absolute: everything the cluster keeps (the databases, PgBouncer's and HAProxy's files, the secret). */
  dataDir: string;
  ports: ClusterPorts;
  apiInstances: number;
  webInstances: number;
  games: boolean;
  /** Build the stale front ends as `npm start` does (the servers are always compiled). */
  frontEnds: boolean;
  /** Seed the demo data (once: it skips a database with members). */
  seed: boolean;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Told when a server stops that nobody stopped (`killApi` is somebody). */
  onUnexpectedExit: (name: string, code: number | null) => void;
}

export interface Cluster {
  urls: { site: string; api: string; stats: string; games: string | null };
  /** The API's database: on the primary directly, through PgBouncer, on the replica. */
  databases: { primary: string; pooler: string; replica: string };
  redisUrl: string | undefined;
  walletSecret: string;
  /** The API instances' own addresses, in HAProxy's order (`api1`…). */
  apiUrls: string[];
  /** `kill -9` of an API instance: its whole process group, no shutdown of any kind. */
  killApi(index: number): Promise<void>;
  /** Starts a stopped API instance again and waits until it answers. */
  startApi(index: number): Promise<void>;
}

export interface ClusterControl {
  /** Starts every part; rejects (having stopped what started) when one fails or `stop` came first. */
  start(): Promise<Cluster>;
  /**
   * Stops everything started, the balancer first and the primary last, waiting for each; also
   * while `start` is under way, which then stops each part it still starts.
   */
  stop(): Promise<void>;
}

/** Records how to stop a part just started. */
type Started = (stopPart: () => Promise<void>) => Promise<void>;

/**
 * A cluster on this machine, on Debian's engines: a PostgreSQL primary and a streaming replica,
 * PgBouncer in transaction mode in front of the primary, Redis when there is one, API instances,
 * member-site instances and the game server, HAProxy in front (docs/cluster.md).
 */
export function createCluster(options: ClusterOptions): ClusterControl {
  const stops: Array<() => Promise<void>> = [];
  let stopped = false;
  const stop = async () => {
    stopped = true;
    for (const step of stops.splice(0).reverse()) {
      await step().catch((error: unknown) => options.log(`stopping: ${String(error)}`));
    }
  };
  const started: Started = async (stopPart) => {
    stops.push(stopPart);
    if (stopped) {
      await stop();
      throw new Error('stopped while starting');
    }
  };
  return {
    start: () =>
      start(options, started).catch(async (error: unknown) => {
        await stop();
        throw error;
      }),
    stop,
  };
}

async function start(options: ClusterOptions, started: Started): Promise<Cluster> {
  const { dataDir, ports, log } = options;
  await ensureSystemPackages(log);
  const walletSecret = installProviderSecret(dataDir, options.env);
  if (options.frontEnds) await buildStaleFrontEnds(options.env, log);
  await buildServers(options.env, log);
  const gamesUrl = `http://localhost:${ports.games}`;
  const databases = await startDatabases(options, started, gamesUrl);
  const redisUrl = await chooseRedis(options.env);
  log(
    redisUrl ? `Live events over Redis at ${redisUrl}.` : 'No Redis: live events over LISTEN on the primary.',
  );

  const apiUrl = `http://localhost:${ports.api}`;
  const siteUrl = `http://localhost:${ports.site}`;
  // What this machine's shell says of databases and Redis is not the cluster's.
  const { REDIS_URL: _redis, DATABASE_URL: _database, ...inherited } = options.env;
  const servers = new ServerSet(
    {
      ...inherited,
      DATA_DIR: dataDir,
      API_URL: apiUrl,
      SITE_URL: siteUrl,
      GAMES_URL: gamesUrl,
      // The same policy as `npm start`: the install's own secret, for both built-in providers.
      PROVIDER_HANEUL_SECRET: walletSecret,
      PROVIDER_CLOUD_SECRET: walletSecret,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    options.onUnexpectedExit,
  );
  await started(() => servers.stopAll());

  if (options.games) {
    servers.run('games', '@haneul/games', {
      GAMES_PORT: String(ports.games),
      GAMES_DATABASE_URL: databases.games,
    });
  }

  const apiPorts = instancePorts(ports.apiInstances, options.apiInstances);
  const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  const apiName = (index: number) => `api${index + 1}`;
  const startApi = async (index: number) => {
    servers.run(apiName(index), '@haneul/api', {
      API_PORT: String(apiPorts[index]),
      API_HOST: '127.0.0.1',
      DATABASE_URL: databases.pooler,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: databases.primary,
      REPLICA_DATABASE_URL: databases.replica,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      // One instance runs the sportsbook's demo feed.
      SPORT_DEMO_FEED: index === 0 ? (options.env.SPORT_DEMO_FEED ?? '1') : '0',
    });
    await waitForHttp(`${apiUrls[index]}/healthz`);
  };
  // One at a time: each boot checks the migrations and applies the definitions under a lock.
  for (const index of apiPorts.keys()) await startApi(index);

  const webPorts = instancePorts(ports.webInstances, options.webInstances);
  webPorts.forEach((port, index) =>
    // The site believes the balancer's X-Forwarded-For: the client's address, not HAProxy's.
    servers.run(`web${index + 1}`, '@haneul/web', { WEB_PORT: String(port), TRUST_PROXY: 'loopback' }),
  );
  await Promise.all([
    ...webPorts.map((port) => waitForHttp(`http://localhost:${port}/healthz`)),
    ...(options.games ? [waitForHttp(`${gamesUrl}/healthz`)] : []),
  ]);

  const haproxy = await startHaproxy(dataDir, ports, { api: apiPorts, web: webPorts });
  await started(() => stopHaproxy(haproxy));
  await waitForBalancer(ports.stats, 'api', Object.fromEntries(apiPorts.map((_, i) => [apiName(i), 'UP'])));

  return {
    urls: {
      site: siteUrl,
      api: apiUrl,
      stats: `http://localhost:${ports.stats}/`,
      games: options.games ? gamesUrl : null,
    },
    databases: { primary: databases.primary, pooler: databases.pooler, replica: databases.replica },
    redisUrl,
    walletSecret,
    apiUrls,
    killApi: (index) => servers.stop(apiName(index), 'SIGKILL'),
    startApi,
  };
}

/**
 * The primary (its databases created, the API's migrated and seeded once, on the primary itself:
 * the migrator needs a connection of its own), the streaming replica, PgBouncer in front.
 */
async function startDatabases(options: ClusterOptions, started: Started, gamesUrl: string) {
  const { dataDir, ports, log } = options;
  log('Starting PostgreSQL: the primary…');
  const primary = await startPrimary(join(dataDir, 'primary'), ports.primary);
  await started(() => stopPostgres(primary));
  await createDatabases(primary, [API_DATABASE, GAMES_DATABASE]);
  const setup = await openDatabase({ engine: 'postgres', url: primary.url(API_DATABASE), poolSize: 1 });
  try {
    await migrateDatabase(setup);
    if (options.seed) await seedDemo(setup.db, { gamesUrl });
  } finally {
    await setup.close();
  }
  log('… the streaming replica…');
  const replica = await startReplica(join(dataDir, 'replica'), ports.replica, primary);
  await started(() => stopPostgres(replica));
  log('… and PgBouncer in transaction mode.');
  const pooler = await startPgBouncer(join(dataDir, 'pgbouncer'), ports.pgbouncer, primary, API_DATABASE);
  await started(() => stopPgBouncer(pooler));
  return {
    primary: primary.url(API_DATABASE),
    replica: replica.url(API_DATABASE),
    pooler: pooler.url,
    games: primary.url(GAMES_DATABASE),
  };
}
