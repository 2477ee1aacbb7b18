import { formatDrift } from '../ledger/drift-table.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { recordReconciliation } from '../ledger/record-reconciliation.ts';
import { openGamesDatabase } from './games-database.ts';
import { runCli } from './run-cli.ts';

/**
 * `npm run db:check`: the daily reconciliation. Proves the ledger from its postings and every money
 * record against its entries, and the game server's rounds against the wallet when its database is
 * there; prints the drift by kind, records the run for the back office, exits 1 on any drift.
 */
await runCli(async (database) => {
  const games = await openGamesDatabase(process.env);
  try {
    const startedAt = new Date();
    const result = await reconcile(database.db, { gamesDb: games?.db, now: startedAt });
    await recordReconciliation(database.db, { startedAt, finishedAt: new Date(), result });
    console.log(`API database: ${database.engine}; game server database: ${games?.engine ?? 'none'}`);
    console.log(formatDrift(result));
    return result.clean ? 0 : 1;
  } finally {
    await games?.close();
  }
});
