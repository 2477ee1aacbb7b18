import type { FastifyInstance } from 'fastify';
import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from '@haneul/db';
import { assertProductionProviderSecrets } from '@haneul/server-kit';
import { buildApp, buildWalletApp } from './app.ts';
import { readEnv } from './plugins/env.ts';

/**
 * Boots the API: validated env (in production, wallet secrets fit to sign money), the database
 * (migrated), the server and, with PROVIDER_PORT, the wallet's own listener, and a graceful shutdown.
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
  const appOptions = {
    db: database.db,
    config: { gamesUrl: env.GAMES_URL, production: env.NODE_ENV === 'production' },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
  };
  const walletPort = env.PROVIDER_PORT;
  const app = await buildApp({ ...appOptions, walletRoutes: walletPort === undefined });
  const wallet = walletPort === undefined ? null : await buildWalletApp(appOptions);
  const servers: FastifyInstance[] = wallet ? [app, wallet] : [app];
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await Promise.all(servers.map((server) => server.close()));
    // A handler whose client hung up can outlive its connection: let it finish with the database.
    for (const server of servers) {
      if (!(await server.inFlight.drained(10_000)))
        server.log.warn({ running: server.inFlight.count }, 'handlers still running at shutdown');
    }
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  if (wallet) await wallet.listen({ port: walletPort, host: env.PROVIDER_HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
