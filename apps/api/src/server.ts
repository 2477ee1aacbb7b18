import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from '@haneul/db';
import { assertProductionProviderSecrets, registerGracefulShutdown } from '@haneul/server-kit';
import { buildApp, buildWalletApp } from './app.ts';
import { busFromEnv } from './lib/events/bus-from-env.ts';
import { startTransferRetries } from './modules/game-wallet/transfer-retries.ts';
import { createDemoFeed } from './modules/sport/feed/demo-feed.ts';
import { startSportJobs } from './modules/sport/sport-jobs.ts';
import { readEnv } from './plugins/env.ts';

/** How long a shutdown waits for running handlers (each bounded by its database statements). */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Boots the API: validated env (in production, wallet secrets fit to sign money), the database
 * (migrated), the live events' bus (Redis, PostgreSQL or in-process), the server and, with PROVIDER_PORT, the wallet's own listener, the retry loop
 * of pending game-wallet transfers, the sportsbook's background jobs (and its demo feed with SPORT_DEMO_FEED=1), and a graceful shutdown.
 */
async function main(): Promise<void> {
  const env = readEnv(process.env);
  if (env.NODE_ENV === 'production') assertProductionProviderSecrets(process.env, ['PROVIDER_HANEUL_SECRET']);
  const options = databaseOptionsFromEnv(process.env, `${env.DATA_DIR}/api`);
  const database = await openDatabase(
    options.engine === 'postgres'
      ? {
          ...options,
          keepIdleConnections: true,
          onIdleClientError: (error) =>
            console.error(
              JSON.stringify({ level: 'warn', msg: 'idle database connection lost', err: error.message }),
            ),
        }
      : options,
  );
  await migrateDatabase(database);
  const bus = await busFromEnv(
    { redisUrl: env.REDIS_URL, databaseUrl: options.engine === 'postgres' ? options.url : undefined },
    (error) =>
      console.error(
        JSON.stringify({ level: 'warn', msg: 'live events transport failed', err: String(error) }),
      ),
  );
  const appOptions = {
    bus,
    db: database.db,
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
