import { readGamesConfig } from './config.ts';
import { buildGamesApp } from './app.ts';
import { openGamesDatabase } from './db/client.ts';
import { migrateGamesDatabase } from './db/migrate.ts';
import { startRecoveryLoop } from './rounds/recovery-loop.ts';
import { recoverRounds } from './rounds/recovery.service.ts';
import { deleteEndedWindowSessions } from './session/window-sessions.queries.ts';

/** How long a shutdown waits for rounds in flight (each makes at most two bounded wallet calls). */
const SHUTDOWN_GRACE_MS = 15_000;

/** Boots the game server: env → database → migrations → app → listen → recovery loop. */
async function main(): Promise<void> {
  const config = readGamesConfig(process.env);
  const database = await openGamesDatabase(config.database, (error) =>
    console.error(
      JSON.stringify({ level: 'warn', msg: 'idle database connection lost', err: error.message }),
    ),
  );
  await migrateGamesDatabase(database);
  const { app, context } = await buildGamesApp({ db: database.db, config });
  await app.listen({ port: config.port, host: config.host });
  // The first pass runs now: rounds a previous run left behind are finished once their lease ends.
  const recovery = startRecoveryLoop({
    pass: async () => {
      // Ended window sessions go too: the wallet tokens they kept are of no use to anyone now.
      await deleteEndedWindowSessions(context.db, context.clock());
      return recoverRounds({ ...context, log: app.log });
    },
    intervalMs: config.recoveryIntervalMs,
    log: app.log,
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await recovery.stop();
    await app.close();
    // A round whose window hung up outlives its connection: let it record what the wallet said.
    if (!(await context.inFlight.drained(SHUTDOWN_GRACE_MS))) {
      app.log.warn(
        { running: context.inFlight.count },
        'rounds still running at shutdown: recovery finishes them',
      );
    }
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
