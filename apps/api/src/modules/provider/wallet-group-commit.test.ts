import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { hashToken, houseAccountId, providerTransactions, type Db } from '@haneul/db';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { requestHash } from './money-call.ts';
import { cashOf, createCatalogue, createPlayer } from './provider.test-helper.ts';
import { callProviderWallet, callProviderWallets, type WalletCall } from './provider-transactions.queries.ts';
import { createWalletBatcher } from './wallet-batcher.ts';

describe.each(TEST_ENGINES)('wallet group commit (%s)', (engine) => {
  let t: TestApp;
  let db: Db;
  let slot: string;
  let house: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.database.db;
    ({ slot } = await createCatalogue(db, 'haneul'));
    house = await houseAccountId(db, 'house_game', 'haneul');
  });
  afterAll(async () => {
    await expectReconciled(db);
    await t.destroy();
  });

  /** A bet as the wallet's routes build it; `id` repeats a transaction id on purpose. */
  const bet = (token: string, amount: number, id = `${engine}-gc-${(sequence += 1)}`): WalletCall => ({
    kind: 'bet',
    providerCode: 'haneul',
    tokenHash: hashToken(token),
    transactionId: id,
    roundId: id,
    gameCode: slot,
    amount,
    referenceTransactionId: null,
    requestHash: requestHash(['bet', id, id, slot, amount]),
    houseAccountId: house,
    createdAt: t.clock(),
  });

  /** How many transactions wrote these calls' claims (rows written together share their xmin). */
  const commitsOf = async (calls: readonly WalletCall[]) => {
    const rows = await db
      .select({ xmin: sql<string>`${providerTransactions}.xmin::text` })
      .from(providerTransactions)
      .where(
        inArray(
          providerTransactions.transactionId,
          calls.map((call) => call.transactionId),
        ),
      );
    return new Set(rows.map((row) => row.xmin)).size;
  };

  it('decides each call of a batch as it would alone: its own answer, refusal and replay', async () => {
    const rich = await createPlayer(t, { gameCode: slot, cash: 100 });
    const other = await createPlayer(t, { gameCode: slot, cash: 50 });
    const first = bet(rich.token, 60);
    const calls = [
      first,
      bet(other.token, 10),
      // The second 60 no longer fits in what the first left: refused, and only it.
      bet(rich.token, 60),
      bet('no-such-session', 5),
      // The same transaction again in the same batch: the first's answer, replayed.
      { ...first },
      bet(rich.token, 40),
    ];
    const outcomes = await callProviderWallets(db, calls);
    expect(outcomes.map(({ status, balance, decided }) => ({ status, balance, decided }))).toEqual([
      { status: 'OK', balance: 40, decided: true },
      { status: 'OK', balance: 40, decided: true },
      { status: 'INSUFFICIENT_FUNDS', balance: 40, decided: true },
      { status: 'INVALID_TOKEN', balance: 0, decided: false },
      { status: 'OK', balance: 40, decided: false },
      { status: 'OK', balance: 0, decided: true },
    ]);
    expect(outcomes[0]?.player?.memberId).toBe(rich.id);
    expect(outcomes[1]?.player?.memberId).toBe(other.id);
    expect(await cashOf(db, rich.id)).toBe(0);
    expect(await cashOf(db, other.id)).toBe(40);
    expect(await commitsOf(calls)).toBe(1);

    // Sent again one by one, each call replays the very answer the batch recorded.
    for (const [i, call] of calls.entries()) {
      if (i === 3) continue;
      const again = await callProviderWallet(db, call);
      expect({ status: again.status, balance: again.balance }).toEqual({
        status: outcomes[i]?.status,
        balance: outcomes[i]?.balance,
      });
      expect(again.decided).toBe(false);
    }
  });

  it('commits the calls that arrive while a batch is in flight together, a lone call alone', async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, () => createPlayer(t, { gameCode: slot, cash: 1_000 })),
    );
    const call = createWalletBatcher(db, { maxInFlight: 1 });
    const lone = bet(players[0]!.token, 100);
    expect((await call(lone)).status).toBe('OK');

    // The first goes at once; the other eleven wait for it and go as one batch.
    const calls = players.flatMap((player) => [bet(player.token, 100), bet(player.token, 200)]);
    const outcomes = await Promise.all(calls.map((each) => call(each)));
    expect(outcomes.every((outcome) => outcome.status === 'OK' && outcome.decided)).toBe(true);
    expect(await commitsOf(calls)).toBe(2);
    expect(await cashOf(db, players[0]!.id)).toBe(600);
    for (const player of players.slice(1)) expect(await cashOf(db, player.id)).toBe(700);
  });

  it('reruns a failed batch call by call: only the faulty call fails', async () => {
    const players = await Promise.all(
      Array.from({ length: 3 }, () => createPlayer(t, { gameCode: slot, cash: 1_000 })),
    );
    const call = createWalletBatcher(db, { maxInFlight: 1 });
    const opener = call(bet(players[0]!.token, 100));
    // Postings to an account that does not exist: the ledger raises, and the batch with it.
    const faulty = { ...bet(players[1]!.token, 100), houseAccountId: 999_999_999 };
    const good = [bet(players[0]!.token, 300), bet(players[2]!.token, 400)];
    const results = await Promise.allSettled([opener, call(good[0]!), call(faulty), call(good[1]!)]);
    expect(results).toMatchObject([
      { status: 'fulfilled', value: { status: 'OK', balance: 900 } },
      { status: 'fulfilled', value: { status: 'OK', balance: 600 } },
      { status: 'rejected' },
      { status: 'fulfilled', value: { status: 'OK', balance: 600 } },
    ]);
    expect(await cashOf(db, players[1]!.id)).toBe(1_000);
    expect(await commitsOf(good)).toBe(2);
  });
});
