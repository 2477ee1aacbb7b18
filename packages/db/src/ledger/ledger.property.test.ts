import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase, SOUND_LEDGER } from '../testing/index.ts';
import { houseAccountId } from './accounts.ts';
import { checkLedger } from './check-ledger.ts';
import { countEntries, createLedgerMember, postedSum } from './ledger-fixtures.ts';
import { isLedgerError } from './ledger-error.ts';
import { postEntry } from './post-entry.ts';

/**
 * Random sequences of transfers between a few member accounts and house accounts, checked against a
 * model kept in memory. Amounts are large enough that many transfers overdraw on purpose.
 */
const ACCOUNTS = 6; // slots 0..3 are member accounts, 4..5 house accounts
const transfer = fc.record({
  from: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
  to: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
  /** A third leg splits the credit, so entries with more than two postings are covered too. */
  split: fc.option(fc.integer({ min: 0, max: ACCOUNTS - 1 }), { nil: null }),
  amount: fc.integer({ min: 2, max: 300_000 }),
});

describe.each(TEST_ENGINES)('ledger properties on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let houses: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    houses = [await houseAccountId(db, 'house_cash_desk'), await houseAccountId(db, 'house_game', 'haneul')];
  });
  afterAll(() => database.destroy());

  it('keeps balances equal to postings, never negative, and leaves nothing behind on overdraw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(transfer, { minLength: 1, maxLength: 25 }), async (transfers) => {
        const a = await createLedgerMember(db);
        const b = await createLedgerMember(db);
        const slots = [a.cash, a.comp, b.cash, b.hold, ...houses];
        const model = new Map(slots.slice(0, 4).map((id) => [id, 0]));
        for (const { from, to, split, amount } of transfers) {
          if (from === to) continue;
          const debit = slots[from] ?? 0;
          const credits =
            split === null || split === from ? [slots[to] ?? 0] : [slots[to] ?? 0, slots[split] ?? 0];
          const half = Math.floor(amount / credits.length);
          const postings = [
            { accountId: debit, amount: -amount },
            ...credits.map((accountId, i) => ({
              accountId,
              amount: i === 0 ? amount - half * (credits.length - 1) : half,
            })),
          ];
          const expected = new Map(model);
          for (const p of postings)
            if (expected.has(p.accountId))
              expected.set(p.accountId, (expected.get(p.accountId) ?? 0) + p.amount);
          const overdraws = [...expected.values()].some((v) => v < 0);
          const entriesBefore = await countEntries(db);
          const outcome = await db
            .transaction((tx) => postEntry(tx, { kind: 'adjustment', postings }))
            .then(
              (result) => result,
              (error: unknown) => error,
            );
          if (overdraws) {
            expect(isLedgerError(outcome, 'insufficient_funds')).toBe(true);
            expect(await countEntries(db)).toBe(entriesBefore);
          } else {
            expect(outcome).not.toBeInstanceOf(Error);
            for (const [id, value] of expected) model.set(id, value);
          }
        }
        for (const [id, value] of model) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(await postedSum(db, id)).toBe(value);
        }
        const check = await checkLedger(db);
        expect(check).toEqual(SOUND_LEDGER);
      }),
      { numRuns: 40 },
    );
  });
});
