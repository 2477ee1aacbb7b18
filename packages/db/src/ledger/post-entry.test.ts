import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase, SOUND_LEDGER } from '../testing/index.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { checkLedger } from './check-ledger.ts';
import { countEntries, createLedgerMember, fundAccount, postedSum } from './ledger-fixtures.ts';
import { isLedgerError, LedgerError } from './ledger-error.ts';
import { memberBalances } from './member-balances.ts';
import { postEntry, type PostEntryInput } from './post-entry.ts';

describe.each(TEST_ENGINES)('postEntry on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let desk = 0;
  const post = (input: PostEntryInput) => db.transaction((tx) => postEntry(tx, input));
  const refusal = async (attempt: Promise<unknown>): Promise<LedgerError> => {
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof LedgerError)) throw new Error(`expected a LedgerError, got ${String(error)}`);
    return error;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    desk = await houseAccountId(db, 'house_cash_desk');
  });
  afterAll(() => database.destroy());

  it('moves member balances, leaves house rows at 0 and returns the new balances', async () => {
    const a = await createLedgerMember(db);
    const result = await post({
      kind: 'deposit',
      memberId: a.memberId,
      postings: [
        { accountId: desk, amount: -70_000 },
        { accountId: a.cash, amount: 50_000 },
        { accountId: a.comp, amount: 20_000 },
      ],
    });
    expect(result.balances).toEqual(
      new Map([
        [a.cash, 50_000],
        [a.comp, 20_000],
      ]),
    );
    expect(await memberBalances(db, a.memberId)).toEqual({
      cash: 50_000,
      comp: 20_000,
      hold: 0,
      commission: 0,
      game: 0,
      point: 0,
    });
    expect(await postedSum(db, a.cash)).toBe(50_000);
    expect(await checkLedger(db)).toEqual(SOUND_LEDGER);
  });

  it('runs on its own outside a transaction, as one atomic statement', async () => {
    const a = await createLedgerMember(db);
    const posting = (amount: number) => ({
      kind: 'deposit' as const,
      postings: [
        { accountId: desk, amount: -amount },
        { accountId: a.cash, amount },
      ],
    });
    const { balances } = await postEntry(db, posting(700));
    expect(balances.get(a.cash)).toBe(700);
    await expect(postEntry(db, posting(-701))).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await postedSum(db, a.cash)).toBe(700);
  });

  it('refuses malformed entries before touching the database', async () => {
    const a = await createLedgerMember(db);
    const cases: [PostEntryInput['postings'], string][] = [
      [[{ accountId: a.cash, amount: 100 }], 'unbalanced'],
      [
        [
          { accountId: desk, amount: -100 },
          { accountId: a.cash, amount: 99 },
        ],
        'unbalanced',
      ],
      [
        [
          { accountId: desk, amount: -0.5 },
          { accountId: a.cash, amount: 0.5 },
        ],
        'unbalanced',
      ],
      [
        [
          { accountId: desk, amount: 0 },
          { accountId: a.cash, amount: 0 },
        ],
        'unbalanced',
      ],
      [
        [
          { accountId: desk, amount: -(2 ** 53) },
          { accountId: a.cash, amount: 2 ** 53 },
        ],
        'unbalanced',
      ],
      [
        [
          { accountId: desk, amount: -100 },
          { accountId: 987_654, amount: 100 },
        ],
        'no_account',
      ],
      [
        [
          { accountId: desk, amount: -100 },
          { accountId: -1, amount: 100 },
        ],
        'no_account',
      ],
    ];
    const before = await countEntries(db);
    for (const [postings, code] of cases) {
      expect((await refusal(post({ kind: 'adjustment', postings }))).code).toBe(code);
    }
    expect(await countEntries(db)).toBe(before);
  });

  it('refuses an overdraft before writing and keeps the transaction usable', async () => {
    const a = await createLedgerMember(db);
    await fundAccount(db, a.memberId, a.cash, 10_000);
    const before = await countEntries(db);
    const outcome = await db.transaction(async (tx) => {
      const overdraft = { accountId: a.cash, amount: -10_001 };
      const error = await refusal(
        postEntry(tx, { kind: 'bet', postings: [overdraft, { accountId: desk, amount: 10_001 }] }),
      );
      // The same transaction goes on and commits a smaller bet.
      await postEntry(tx, {
        kind: 'bet',
        postings: [
          { accountId: a.cash, amount: -4_000 },
          { accountId: desk, amount: 4_000 },
        ],
      });
      return error;
    });
    expect(outcome.code).toBe('insufficient_funds');
    expect(outcome.details).toEqual({ accountId: a.cash, balance: 10_000 });
    expect(await countEntries(db)).toBe(before + 1);
    expect((await memberBalances(db, a.memberId)).cash).toBe(6_000);
  });

  it('lands an idempotency key once and names the entry that holds it', async () => {
    const a = await createLedgerMember(db);
    const input: PostEntryInput = {
      kind: 'win',
      memberId: a.memberId,
      idempotencyKey: `haneul:win:${a.memberId}`,
      postings: [
        { accountId: desk, amount: -3_000 },
        { accountId: a.cash, amount: 3_000 },
      ],
    };
    const first = await post(input);
    const again = await db.transaction(async (tx) => {
      const error = await refusal(postEntry(tx, input));
      await postEntry(tx, { ...input, idempotencyKey: null }); // the transaction is still usable
      return error;
    });
    expect(isLedgerError(again, 'duplicate')).toBe(true);
    expect(again.details.entryId).toBe(first.entryId);
    expect((await memberBalances(db, a.memberId)).cash).toBe(6_000);
  });

  it('creates each account once', async () => {
    const a = await createLedgerMember(db);
    expect(await memberAccountId(db, a.memberId, 'cash')).toBe(a.cash);
    const game = await memberAccountId(db, a.memberId, 'game', 'tiger');
    expect(await memberAccountId(db, a.memberId, 'game', 'tiger')).toBe(game);
    expect(await houseAccountId(db, 'house_cash_desk')).toBe(desk);
    expect(await houseAccountId(db, 'house_game', 'tiger')).not.toBe(
      await houseAccountId(db, 'house_game', 'haneul'),
    );
  });

  it('runs 200 concurrent transfers between the same two members without a deadlock', async () => {
    const a = await createLedgerMember(db);
    const b = await createLedgerMember(db);
    await fundAccount(db, a.memberId, a.cash, 100_000);
    await fundAccount(db, b.memberId, b.cash, 100_000);
    const fees = await houseAccountId(db, 'house_adjustment');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a.cash, b.cash] : [b.cash, a.cash];
        const amount = 1_000 + ((i * 7_919) % 40_000);
        // Listed "to" first on purpose: postEntry must still lock in ascending order.
        const postings = [
          { accountId: to, amount: amount - 100 },
          { accountId: fees, amount: 100 },
          { accountId: from, amount: -amount },
        ];
        return post({ kind: 'adjustment', postings });
      }),
    );
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(failures.filter((e) => !isLedgerError(e, 'insufficient_funds'))).toEqual([]);
    const landed = outcomes.length - failures.length;
    const total = (await memberBalances(db, a.memberId)).cash + (await memberBalances(db, b.memberId)).cash;
    expect(total).toBe(200_000 - landed * 100);
    expect(await postedSum(db, a.cash)).toBe((await memberBalances(db, a.memberId)).cash);
    expect(await checkLedger(db)).toEqual(SOUND_LEDGER);
  });
});
