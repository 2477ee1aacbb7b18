import { migrateDatabase } from '../migrate.ts';
import { runCli } from './run-cli.ts';

/** `npm run db:migrate`: applies every pending migration to the API's database. */
await runCli(
  async (database) => {
    await migrateDatabase(database);
    console.log(`migrated (${database.engine})`);
    return 0;
  },
  { direct: true },
);
