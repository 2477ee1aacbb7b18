import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../testing/index.ts';

/** Functions that only raise or compare their row: nothing in them is ever planned. */
const WITHOUT_QUERIES = [
  'audit_refuse_change',
  'ledger_guard_account',
  'ledger_refuse_account_delete',
  'ledger_refuse_change',
];

/** Functions whose joins start from a transition table, which has no statistics: nested loops only. */
const NESTED_LOOPS_ONLY: Record<string, string[]> = {
  ledger_apply_postings: ['enable_hashjoin=off', 'enable_mergejoin=off'],
};

/**
 * Every database function that runs queries plans them once per connection (migration 0010):
 * left to the plan cache, they were planned afresh on every call, which cost more than running
 * them. And with sequential scans off (0011): a plan made while a table was small would otherwise
 * scan it whole in every call as it grew. A function recreated with CREATE OR REPLACE loses its
 * settings, and this test says so.
 */
describe.each(TEST_ENGINES)('database functions on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  it('plan their queries generically, by index', async () => {
    const { rows } = await database.db.execute<{ name: string; config: string[] | null }>(sql`
      select p.proname as name, p.proconfig as config
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
       where n.nspname = 'public' and l.lanname = 'plpgsql'
       order by p.proname`);
    const withQueries = rows.filter((row) => !WITHOUT_QUERIES.includes(row.name));
    expect(withQueries.map((row) => row.name)).toEqual([
      'ledger_apply_postings',
      'ledger_check_new_entry',
      'ledger_post',
      'provider_ledger_entry',
      'provider_replay',
      'provider_rollback',
      'provider_wallet_call',
      'provider_wallet_calls',
    ]);
    for (const row of withQueries) {
      expect({ name: row.name, config: row.config }).toEqual({
        name: row.name,
        config: [
          'plan_cache_mode=force_generic_plan',
          'enable_seqscan=off',
          ...(NESTED_LOOPS_ONLY[row.name] ?? []),
        ],
      });
    }
    expect(rows.filter((row) => WITHOUT_QUERIES.includes(row.name)).map((row) => row.name)).toEqual(
      WITHOUT_QUERIES,
    );
  });
});
