import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { databaseErrorOf } from '@haneul/server-kit/database';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../testing/index.ts';

/** The database's own rules, exercised with plain SQL: no ledger code is involved here. */
describe.each(TEST_ENGINES)('ledger rules in the database on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let member = 0;
  let house = 0;

  const one = async (query: string): Promise<number> => {
    const result = await db.execute<{ v: number }>(sql.raw(query));
    return Number(result.rows[0]?.v);
  };
  /** An entry and all its postings, the postings in one statement (as ledger_post writes them). */
  const entry = (postings: [number, number][]) =>
    db.transaction(async (tx) => {
      const made = await tx.execute<{ id: number }>(
        sql.raw(`insert into journal_entries (kind) values ('adjustment') returning id::int as id`),
      );
      const id = Number(made.rows[0]?.id);
      if (postings.length === 0) return;
      const values = postings.map(([account, amount]) => `(${id}, ${account}, ${amount})`).join(', ');
      await tx.execute(
        sql.raw(`insert into ledger_postings (entry_id, account_id, amount) values ${values}`),
      );
    });
  /** The database's own message for a refused statement or commit (Drizzle wraps it). */
  const refusal = async (attempt: Promise<unknown>): Promise<string> => {
    try {
      await attempt;
    } catch (error) {
      const info = databaseErrorOf(error);
      return `${info?.code} ${info?.constraint ?? ''} ${info?.message}`;
    }
    return 'accepted';
  };
  const balance = () => one(`select balance::int as v from ledger_accounts where id = ${member}`);
  const entries = () => one(`select count(*)::int as v from journal_entries`);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    const memberId =
      await one(`insert into members (user_id, nick, password_hash, exchange_password_hash, phone,
      bank_name, bank_owner, bank_number, birth_date) values ('rules01', '규칙', 'x', 'x', '010-0000-0000',
      '국민은행', '홍길동', '000-00-0000', '1990-01-01') returning id::int as v`);
    member = await one(
      `insert into ledger_accounts (member_id, kind) values (${memberId}, 'cash') returning id::int as v`,
    );
    house = await one(`insert into ledger_accounts (kind) values ('house_cash_desk') returning id::int as v`);
    await entry([
      [house, -10_000],
      [member, 10_000],
    ]);
  });
  afterAll(() => database.destroy());

  it('moves member balances from postings and leaves house rows at 0', async () => {
    expect(await balance()).toBe(10_000);
    expect(await one(`select balance::int as v from ledger_accounts where id = ${house}`)).toBe(0);
  });

  it('refuses an unbalanced entry at the statement that writes its postings', async () => {
    const before = await entries();
    expect(
      await refusal(
        entry([
          [house, -500],
          [member, 400],
        ]),
      ),
    ).toMatch(/23514 ledger_entry_balanced .*unbalanced/);
    expect(await entries()).toBe(before);
    expect(await balance()).toBe(10_000);
  });

  it('refuses the postings of one entry split across statements, and a posting added to an old entry', async () => {
    const before = await entries();
    const split = db.transaction(async (tx) => {
      const made = await tx.execute<{ id: number }>(
        sql`insert into journal_entries (kind) values ('adjustment') returning id::int as id`,
      );
      const id = Number(made.rows[0]?.id);
      for (const [account, amount] of [
        [house, -500],
        [member, 500],
      ]) {
        await tx.execute(
          sql.raw(
            `insert into ledger_postings (entry_id, account_id, amount) values (${id}, ${account}, ${amount})`,
          ),
        );
      }
    });
    expect(await refusal(split)).toMatch(/ledger_entry_balanced .*unbalanced \(1 postings/);
    const oldEntry = await one(`select min(id)::int as v from journal_entries`);
    const added = db.execute(
      sql.raw(
        `insert into ledger_postings (entry_id, account_id, amount) values (${oldEntry}, ${member}, 1)`,
      ),
    );
    expect(await refusal(added)).toMatch(/ledger_entry_balanced/);
    expect(await entries()).toBe(before);
    expect(await balance()).toBe(10_000);
  });

  it('refuses an entry with one posting or none', async () => {
    expect(await refusal(entry([[member, 100]]))).toMatch(/unbalanced \(1 postings/);
    expect(await refusal(entry([]))).toMatch(/unbalanced \(0 postings/);
    expect(await balance()).toBe(10_000);
  });

  it('refuses a posting that takes a member balance below zero', async () => {
    expect(
      await refusal(
        entry([
          [member, -10_001],
          [house, 10_001],
        ]),
      ),
    ).toMatch(/23514 ledger_accounts_member_balance_non_negative/);
    expect(await balance()).toBe(10_000);
  });

  it('refuses a direct balance change, an owner change and a non-zero opening balance', async () => {
    expect(
      await refusal(db.execute(sql.raw(`update ledger_accounts set balance = 999 where id = ${member}`))),
    ).toMatch(/only through postings/);
    expect(
      await refusal(db.execute(sql.raw(`update ledger_accounts set kind = 'comp' where id = ${member}`))),
    ).toMatch(/cannot change owner/);
    expect(
      await refusal(
        db.execute(
          sql.raw(`update ledger_accounts set member_id = null, kind = 'house_comp' where id = ${member}`),
        ),
      ),
    ).toMatch(/cannot change owner/);
    expect(
      await refusal(db.execute(sql.raw(`update ledger_accounts set balance = 5 where id = ${house}`))),
    ).toMatch(/only through postings/);
    await expect(
      db.execute(
        sql.raw(`insert into ledger_accounts (kind, provider_code, balance) values ('house_game', 'x', 0)`),
      ),
    ).resolves.toBeDefined();
    const opening = db.execute(sql`insert into ledger_accounts (member_id, kind, balance)
        select member_id, 'hold', 5000 from ledger_accounts where id = ${member}`);
    expect(await refusal(opening)).toMatch(/must start at balance 0/);
    expect(await balance()).toBe(10_000);
  });

  it('refuses postings naming an account or an entry that does not exist', async () => {
    const before = await entries();
    expect(
      await refusal(
        entry([
          [house, -700],
          [house + 1_000_000, 700],
        ]),
      ),
    ).toMatch(/23503 ledger_postings_account .*account \d+, which does not exist/);
    const orphans = db.execute(
      sql.raw(`insert into ledger_postings (entry_id, account_id, amount)
        values (987654321, ${house}, -50), (987654321, ${member}, 50)`),
    );
    expect(await refusal(orphans)).toMatch(
      /23503 ledger_postings_entry .*entry 987654321, which does not exist/,
    );
    expect(await entries()).toBe(before);
    expect(await balance()).toBe(10_000);
  });

  it('never deletes an account or changes its id, so postings always name a real one', async () => {
    expect(await refusal(db.execute(sql.raw(`delete from ledger_accounts where id = ${house}`)))).toMatch(
      /account \d+ cannot be deleted/,
    );
    expect(
      await refusal(db.execute(sql.raw(`update ledger_accounts set id = id + 1000000 where id = ${member}`))),
    ).toMatch(/428C9 .*can only be updated to DEFAULT/);
    expect(await balance()).toBe(10_000);
  });

  it('keeps the journal append-only', async () => {
    expect(await refusal(db.execute(sql`delete from ledger_postings`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`update ledger_postings set amount = amount * 2`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`update journal_entries set memo = 'edited'`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from journal_entries`))).toMatch(/append-only/);
    expect(await balance()).toBe(10_000);
  });
});
