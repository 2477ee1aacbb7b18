import { hashSecret, members, migrateDatabase, openDatabase, openMemberAccounts, type Db } from '@haneul/db';
import { convertComp } from '../apps/api/src/modules/balance/comp.service.ts';
import { fundMember } from '../apps/api/src/testing/fixtures.ts';
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
    const memberIds = await createFundedMembers(database.db);
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

/** Members with enough comp for every conversion the run can make; one password hash serves all. */
async function createFundedMembers(db: Db): Promise<number[]> {
  const hash = await hashSecret('bench-password');
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: MEMBERS }, (_, index) => ({
        userId: `bench${index}`,
        nick: `bench${index}`,
        passwordHash: hash,
        exchangePasswordHash: hash,
        phone: '010-0000-0000',
        bankName: '국민은행',
        bankOwner: '벤치',
        bankNumber: '000-000-000000',
        birthDate: '1990-01-01',
      })),
    )
    .returning({ id: members.id });
  for (const { id } of rows) {
    await openMemberAccounts(db, id);
    await fundMember(db, id, 1_000_000_000, 'comp');
  }
  return rows.map((row) => row.id);
}
