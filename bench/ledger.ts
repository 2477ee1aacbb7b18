import { migrateDatabase, openDatabase } from '@haneul/db';
import { convertComp } from '../apps/api/src/modules/balance/comp.service.ts';
import { createBenchMembers } from './lib/bench-members.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { runClosedLoop, summarize, type RunFigures } from './lib/stats.ts';

const MEMBERS = 500;
const CONVERSION = 10_000;

/**
 * Ledger transfers through the API's service layer on PostgreSQL: `convertComp` (what
 * roll-to-balance runs) reads the settings, locks the member's comp and cash accounts in id order,
 * writes a balanced entry whose postings move both balances by trigger, and commits. Members are
 * picked at random, so concurrent transfers sometimes meet on the same member, as in production.
 */
export async function benchLedger(concurrency: number, seconds: number): Promise<RunFigures> {
  const scratch = await createScratchDatabase('haneul_bench_ledger');
  // The API's own pool size: callers beyond it queue for a connection, and that wait is in the latency.
  const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 20 });
  try {
    await migrateDatabase(database);
    const memberIds = await createBenchMembers(database.db, MEMBERS, { comp: 1_000_000_000 });
    const run = await runClosedLoop(concurrency, seconds, async () => {
      const memberId = memberIds[Math.floor(Math.random() * memberIds.length)] ?? 0;
      const result = await convertComp(database.db, {
        member: { memberId, excludedUntil: null },
        amount: CONVERSION,
      });
      if (result.status !== 'success') throw new Error(`conversion refused: ${result.status}`);
    });
    return summarize('ledger transfer (convertComp)', concurrency, run.latenciesMs, run.seconds);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
