import { migrateDatabase } from '../migrate.ts';
import { DEMO_MEMBERS, DEMO_STAFF, seedDemo } from '../seed/index.ts';
import { runCli } from './run-cli.ts';

/**
 * `npm run db:seed`: migrates, then fills an empty database with the demo (nothing happens when any
 * member exists). Games launch from GAMES_URL (default http://localhost:4100, as for the API).
 */
await runCli(
  async (database) => {
    await migrateDatabase(database);
    const gamesUrl =
      process.env.GAMES_URL?.trim() || `http://localhost:${process.env.GAMES_PORT?.trim() || '4100'}`;
    if (!(await seedDemo(database.db, { gamesUrl }))) {
      console.log('members already exist: demo seed skipped');
      return 0;
    }
    console.log(`demo data seeded (${database.engine}); games launch from ${gamesUrl}/play`);
    for (const [login, { password }] of Object.entries(DEMO_MEMBERS))
      console.log(`  member ${login} / ${password}`);
    for (const { login, password, role } of DEMO_STAFF) console.log(`  ${role} ${login} / ${password}`);
    return 0;
  },
  { direct: true },
);
