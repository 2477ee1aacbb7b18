import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../testing/index.ts';

const MEMBERS = 400;
/** Accounts one statement posts to: a batch of bets' worth, the size that made the old plan hash. */
const NAMED = 60;

/**
 * What a posting statement reads of the accounts: the ones it names, looked up by key. The balance
 * trigger (ledger_apply_postings) plans once per connection, sized by its first statement: when
 * that was a group-commit batch's, it once hashed every member account in every statement after.
 */
describe.each(TEST_ENGINES)('a posting statement on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let named: number[] = [];
  let house = 0;

  const one = async (query: string): Promise<number> => {
    const result = await db.execute<{ v: number }>(sql.raw(query));
    return Number(result.rows[0]?.v);
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await db.execute(
      sql.raw(`insert into members (user_id, nick, password_hash, exchange_password_hash, phone,
        bank_name, bank_owner, bank_number, birth_date)
        select 'reads' || n, '읽기' || n, 'x', 'x', '010-0000-0000', '국민은행', '홍길동', '000-00-' || n, '1990-01-01'
          from generate_series(1, ${MEMBERS}) n`),
    );
    await db.execute(
      sql.raw(`insert into ledger_accounts (member_id, kind)
        select m.id, k.kind from members m cross join (values ('cash'), ('comp'), ('point')) k(kind)
         where m.user_id like 'reads%'`),
    );
    await db.execute(sql.raw('analyze members, ledger_accounts'));
    const cash = await db.execute<{ id: number }>(
      sql.raw(`select a.id::int as id from ledger_accounts a join members m on m.id = a.member_id
        where m.user_id like 'reads%' and a.kind = 'cash' order by a.id limit ${NAMED}`),
    );
    named = cash.rows.map((row) => Number(row.id));
    house = await one(`insert into ledger_accounts (kind) values ('house_cash_desk') returning id::int as v`);
  });
  afterAll(() => database.destroy());

  it('the first on its connection, with many accounts, reads those accounts, not every member account', async () => {
    const read = await db.transaction(async (tx) => {
      // The view also holds what this connection read before and has not reported yet: the
      // posting's reads are the difference across it.
      const accountsRead = async () => {
        const stats = await tx.execute<{ v: number }>(
          sql.raw(`select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as v
            from pg_stat_xact_user_tables where relname = 'ledger_accounts'`),
        );
        return Number(stats.rows[0]?.v ?? 0);
      };
      const entry = await tx.execute<{ id: number }>(
        sql.raw(`insert into journal_entries (kind) values ('adjustment') returning id::int as id`),
      );
      const id = Number(entry.rows[0]?.id);
      const before = await accountsRead();
      await tx.execute(
        sql.raw(`insert into ledger_postings (entry_id, account_id, amount)
          values (${id}, ${house}, ${-100 * named.length}), ${named.map((account) => `(${id}, ${account}, 100)`).join(', ')}`),
      );
      return (await accountsRead()) - before;
    });
    expect(
      await one(`select sum(balance)::int as v from ledger_accounts where id in (${named.join(', ')})`),
    ).toBe(100 * named.length);
    // Each named account is looked up a few times (the balance update, the existence check).
    expect(read).toBeLessThan(3 * NAMED);
  });
});
