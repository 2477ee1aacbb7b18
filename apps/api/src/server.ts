import {
  databaseOptionsFromEnv,
  directDatabaseOptionsFromEnv,
  migrateDatabase,
  openDatabase,
  replicaDatabaseOptionsFromEnv,
} from '@haneul/db';
import type { DatabaseOptions } from '@haneul/server-kit/database';
import { assertProductionProviderSecrets, registerGracefulShutdown } from '@haneul/server-kit';
import { buildApp, buildWalletApp } from './app.ts';
import { busFromEnv } from './lib/events/bus-from-env.ts';
import { startTransferRetries } from './modules/game-wallet/transfer-retries.ts';
import { createDemoFeed } from './modules/sport/feed/demo-feed.ts';
import { startSportJobs } from './modules/sport/sport-jobs.ts';
import { readEnv } from './plugins/env.ts';

/** How long a shutdown waits for running handlers (each bounded by its database statements). */
const SHUTDOWN_GRACE_MS = 10_000;

/** A server's pool: idle connections kept (their backends stay warm), a lost one logged. */
function serverPool(options: DatabaseOptions): DatabaseOptions {
  if (options.engine !== 'postgres') return options;
  return {
    ...options,
    keepIdleConnections: true,
    onIdleClientError: (error: Error) =>
      console.error(
        JSON.stringify({ level: 'warn', msg: 'idle database connection lost', err: error.message }),
      ),
  };
}

/**
 * Boots the API: validated env (in production, wallet secrets fit to sign money), the database
 * (migrated, past a transaction-mode pooler when DATABASE_DIRECT_URL names the primary), the read
 * replica of the back office's reports when REPLICA_DATABASE_URL is set, the live events' bus (Redis,
 * PostgreSQL or in-process), the server and, with PROVIDER_PORT, the wallet's own listener, the retry loop
 * of pending game-wallet transfers, the sportsbook's background jobs (and its demo feed with SPORT_DEMO_FEED=1), and a graceful shutdown.
 */
async function main(): Promise<void> {
  const env = readEnv(process.env);
  if (env.NODE_ENV === 'production') assertProductionProviderSecrets(process.env, ['PROVIDER_HANEUL_SECRET']);
  const dataDir = `${env.DATA_DIR}/api`;
  const options = databaseOptionsFromEnv(process.env, dataDir);
  const direct = directDatabaseOptionsFromEnv(process.env, dataDir);
  const database = await openDatabase(serverPool(options));
  if (direct.engine === 'postgres' && options.engine === 'postgres' && direct.url !== options.url) {
    const primary = await openDatabase({ ...direct, poolSize: 1 });
    await migrateDatabase(primary).finally(() => primary.close());
  } else {
    await migrateDatabase(database);
  }
  const replicaOptions = replicaDatabaseOptionsFromEnv(process.env);
  const replica = replicaOptions ? await openDatabase(serverPool(replicaOptions)) : null;
  const bus = await busFromEnv(
    { redisUrl: env.REDIS_URL, databaseUrl: direct.engine === 'postgres' ? direct.url : undefined },
    (error) =>
      console.error(
        JSON.stringify({ level: 'warn', msg: 'live events transport failed', err: String(error) }),
      ),
  );
  const appOptions = {
    bus,
    db: database.db,
    ...(replica ? { replicaDb: replica.db } : {}),
    config: { gamesUrl: env.GAMES_URL, production: env.NODE_ENV === 'production' },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    walletGroupCommit: env.WALLET_GROUP_COMMIT === '1',
  };
  const walletPort = env.PROVIDER_PORT;
  const app = await buildApp({ ...appOptions, walletRoutes: walletPort === undefined });
  const wallet = walletPort === undefined ? null : await buildWalletApp(appOptions);
  const servers = wallet ? [app, wallet] : [app];
  const transferRetries = startTransferRetries(app);
  const sportJobs = startSportJobs(app, { feed: env.SPORT_DEMO_FEED === '1' ? createDemoFeed() : null });
  registerGracefulShutdown({
    servers,
    // A handler whose client hung up can outlive its connection: let it finish with the database.
    inFlight: servers.map((server) => server.inFlight),
    graceMs: SHUTDOWN_GRACE_MS,
    close: async () => {
      await sportJobs.stop();
      await transferRetries.stop();
      await bus.close();
      await replica?.close();
      await database.close();
    },
    log: app.log,
  });
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  if (wallet) await wallet.listen({ port: walletPort, host: env.PROVIDER_HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
