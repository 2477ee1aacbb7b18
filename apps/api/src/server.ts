import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from '@haneul/db';
import { buildApp } from './app.ts';
import { readEnv } from './plugins/env.ts';

/** Boots the API: validated env, the database (migrated), the server, and a graceful shutdown. */
async function main(): Promise<void> {
  const env = readEnv(process.env);
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
  const app = await buildApp({
    db: database.db,
    config: { gamesUrl: env.GAMES_URL, production: env.NODE_ENV === 'production' },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
  });
  if (env.NODE_ENV === 'production' && !process.env.PROVIDER_HANEUL_SECRET) {
    app.log.warn(
      'PROVIDER_HANEUL_SECRET is not set: the built-in provider signs with the published demo secret',
    );
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // A handler whose client hung up can outlive its connection: let it finish with the database.
    if (!(await app.inFlight.drained(10_000)))
      app.log.warn({ running: app.inFlight.count }, 'handlers still running at shutdown');
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
