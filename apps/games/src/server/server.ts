import { registerGracefulShutdown } from '@haneul/server-kit';
import { buildApp } from './app.ts';
import { openGamesDatabase } from './db/client.ts';
import { migrateGamesDatabase } from './db/migrate.ts';
import { deleteEndedWindowSessions } from './modules/launch/window-sessions.queries.ts';
import { startRecoveryLoop } from './modules/rounds/recovery-loop.ts';
import { recoverRounds } from './modules/rounds/recovery.service.ts';
import { readGamesConfig } from './plugins/config.ts';

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
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: config.port, host: config.host });
  const { games } = app;
  // The first pass runs now: rounds a previous run left behind are finished once their lease ends.
  const recovery = startRecoveryLoop({
    pass: async () => {
      // Ended window sessions go too: the wallet tokens they kept are of no use to anyone now.
      await deleteEndedWindowSessions(games.db, games.clock());
      return recoverRounds({ ...games, log: app.log });
    },
    intervalMs: config.recoveryIntervalMs,
    log: app.log,
  });
  registerGracefulShutdown({
    before: () => recovery.stop(),
    servers: [app],
    // A round whose window hung up outlives its connection: let it record what the wallet said.
    inFlight: [games.inFlight],
    graceMs: SHUTDOWN_GRACE_MS,
    unfinished: 'rounds still running at shutdown: recovery finishes them',
    close: () => database.close(),
    log: app.log,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
