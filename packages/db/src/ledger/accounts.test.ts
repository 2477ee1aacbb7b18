import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { ledgerAccounts } from '../schema/index.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../testing/index.ts';
import { houseAccountId, memberAccountId, memberAccountIds } from './accounts.ts';
import { createLedgerMember } from './ledger-fixtures.ts';

describe.each(TEST_ENGINES)('ledger accounts on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  });
  afterAll(() => database.destroy());

  const exists = async (id: number) =>
    (await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))
      .length === 1;

  it('finds a member account and creates a missing one exactly once', async () => {
    const member = await createLedgerMember(db);
    expect(await memberAccountId(db, member.memberId, 'cash')).toBe(member.cash);
    const [first, second] = await Promise.all([
      memberAccountId(db, member.memberId, 'commission'),
      memberAccountId(db, member.memberId, 'commission'),
    ]);
    expect(first).toBe(second);
    expect(await memberAccountIds(db, member.memberId, ['cash', 'comp', 'commission'])).toEqual({
      cash: member.cash,
      comp: member.comp,
      commission: first,
    });
  });

  it('never remembers an account created by a transaction that rolled back', async () => {
    const member = await createLedgerMember(db);
    let rolledBack = 0;
    await db
      .transaction(async (tx) => {
        rolledBack = await memberAccountId(tx, member.memberId, 'commission');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await exists(rolledBack)).toBe(false);

    const real = await memberAccountId(db, member.memberId, 'commission');
    expect(real).not.toBe(rolledBack);
    expect(await exists(real)).toBe(true);
    expect((await memberAccountIds(db, member.memberId, ['commission'])).commission).toBe(real);
  });

  it('keeps one house account per kind and provider', async () => {
    const desk = await houseAccountId(db, 'house_cash_desk');
    expect(await houseAccountId(db, 'house_cash_desk')).toBe(desk);
    const gameA = await houseAccountId(db, 'house_game', 'a');
    expect(gameA).not.toBe(await houseAccountId(db, 'house_game', 'b'));
    expect(await houseAccountId(db, 'house_game', 'a')).toBe(gameA);
  });
});
