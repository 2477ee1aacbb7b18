import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAccountId, memberAccountId, memberId, type Db } from '@haneul/db';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  betBody,
  cashOf,
  createCatalogue,
  createPlayer,
  entriesForKey,
  entryCount,
  HOUR,
  providerRows,
  send,
} from './provider.test-helper.ts';

/** What `provider_money_call` (one statement per call) must keep of the protocol's guarantees. */
describe.each(TEST_ENGINES)('wallet money calls in one database statement (%s)', (engine) => {
  let t: TestApp;
  let slot: string;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.database.db;
    ({ slot } = await createCatalogue(db, 'haneul'));
  });
  afterAll(async () => {
    await expectReconciled(db);
    await t.destroy();
  });

  let seq = 0;
  const txid = (prefix: string) => `${prefix}-${engine}-money-${++seq}`;

  it('replays delivered at once, while other bets move the balance, all answer the first answer', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 50_000 });
    const bet = betBody(player.token, txid('bet'), 5_000, slot);
    const first = await send(t, 'bet', bet);
    await send(t, 'bet', betBody(player.token, txid('bet'), 2_000, slot));
    const others = Array.from({ length: 4 }, () => betBody(player.token, txid('bet'), 1_000, slot));
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => send(t, 'bet', bet)),
      ...others.map((body) => send(t, 'bet', body)),
    ]);
    for (const replay of answers.slice(0, 6)) expect(replay.body).toBe(first.body);
    expect(await cashOf(db, player.id)).toBe(39_000);
    expect(await entriesForKey(db, `provider:haneul:${bet.transactionId}`)).toHaveLength(1);
  });

  it('one id sent at once with different amounts lands once; the rest answer it or DUPLICATE_MISMATCH', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 50_000 });
    const id = txid('bet');
    const amounts = [1_000, 2_000, 3_000, 1_000, 2_000, 3_000];
    const answers = await Promise.all(
      amounts.map((amount) => send(t, 'bet', betBody(player.token, id, amount, slot))),
    );
    const [row, ...more] = await providerRows(db, id);
    expect(more).toHaveLength(0);
    const landed = row?.amount ?? 0;
    expect(await cashOf(db, player.id)).toBe(50_000 - landed);
    answers.forEach((res, index) => {
      expect(res.json()).toEqual(
        amounts[index] === landed ? row?.answer : { status: 'DUPLICATE_MISMATCH', balance: 50_000 - landed },
      );
    });
    expect(await entriesForKey(db, `provider:haneul:${id}`)).toHaveLength(1);
  });

  it('a mismatch changes nothing: the row, the entries and the balance stay as they were', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 30_000 });
    const other = await createPlayer(t, { gameCode: slot, cash: 30_000 });
    const bet = betBody(player.token, txid('bet'), 4_000, slot);
    await send(t, 'bet', bet);
    // A bet refused in advance by a rollback: its recorded refusal is just as fixed.
    const refusedId = txid('bet');
    await send(t, 'rollback', {
      token: player.token,
      transactionId: txid('rb'),
      referenceTransactionId: refusedId,
      roundId: 'round-1',
    });
    const refused = betBody(player.token, refusedId, 2_000, slot);
    expect((await send(t, 'bet', refused)).json().status).toBe('TRANSACTION_ROLLED_BACK');
    const rows = [...(await providerRows(db, bet.transactionId)), ...(await providerRows(db, refusedId))];
    const entries = await entryCount(db, player.id);

    const mismatches = await Promise.all([
      send(t, 'bet', { ...bet, amount: 4_001 }),
      send(t, 'bet', { ...bet, token: other.token }),
      send(t, 'win', { ...bet, roundEnded: true }),
      send(t, 'rollback', {
        token: player.token,
        transactionId: bet.transactionId,
        referenceTransactionId: refusedId,
        roundId: 'round-1',
      }),
      send(t, 'bet', { ...refused, amount: 2_001 }),
    ]);
    expect(mismatches.map((res) => res.json().status)).toEqual(Array(5).fill('DUPLICATE_MISMATCH'));
    expect(mismatches[1]?.json().balance).toBe(30_000);
    expect([...(await providerRows(db, bet.transactionId)), ...(await providerRows(db, refusedId))]).toEqual(
      rows,
    );
    expect(await entryCount(db, player.id)).toBe(entries);
    expect(await cashOf(db, player.id)).toBe(26_000);
    expect(await cashOf(db, other.id)).toBe(30_000);
  });

  it('a bet and its rollback delivered together, several times each, net to nothing either way', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 20_000 });
    for (let round = 0; round < 4; round += 1) {
      const bet = betBody(player.token, txid('bet'), 3_000, slot, `race-${round}`);
      const rollback = {
        token: player.token,
        transactionId: txid('rb'),
        referenceTransactionId: bet.transactionId,
        roundId: `race-${round}`,
      };
      const deliveries = [
        ...Array.from({ length: 3 }, () => ['bet', bet] as const),
        ...Array.from({ length: 3 }, () => ['rollback', rollback] as const),
      ];
      if (round % 2 === 1) deliveries.reverse();
      const answers = await Promise.all(deliveries.map(([action, body]) => send(t, action, body)));
      const betAnswers = new Set(answers.filter((_, i) => deliveries[i]?.[0] === 'bet').map((r) => r.body));
      const rbAnswers = new Set(
        answers.filter((_, i) => deliveries[i]?.[0] === 'rollback').map((r) => r.body),
      );
      expect(betAnswers.size).toBe(1);
      expect(rbAnswers.size).toBe(1);
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(JSON.parse([...betAnswers][0] ?? '{}').status);
      expect(JSON.parse([...rbAnswers][0] ?? '{}').status).toBe('OK');
      expect(await cashOf(db, player.id)).toBe(20_000);
      expect(await providerRows(db, bet.transactionId)).toHaveLength(1);
    }
  });

  it('a bet on an expired session may replay but claims nothing, even an id a rollback marked', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const markedId = txid('bet');
    await send(t, 'rollback', {
      token: player.token,
      transactionId: txid('rb'),
      referenceTransactionId: markedId,
      roundId: 'round-1',
    });
    const newId = txid('bet');
    t.clock.advance(8 * HOUR);
    try {
      for (const id of [markedId, newId]) {
        expect((await send(t, 'bet', betBody(player.token, id, 1_000, slot))).json()).toEqual({
          status: 'INVALID_TOKEN',
          balance: 0,
        });
      }
    } finally {
      t.clock.advance(-8 * HOUR);
    }
    expect(await providerRows(db, newId)).toHaveLength(0);
    expect((await providerRows(db, markedId))[0]).toMatchObject({ requestHash: null, answer: null });
    expect(await cashOf(db, player.id)).toBe(10_000);
  });

  it('a call the ledger cannot answer fails whole: no claim is left behind', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const id = txid('bet');
    // Someone else's entry already holds the bet's ledger key (the second guard behind the claim):
    // written by hand, since no movement of the ledger would take a wallet key.
    const house = await houseAccountId(db, 'house_adjustment');
    const cash = await memberAccountId(db, memberId(player.id), 'cash');
    await db.execute(sql`
      with entry as (
        insert into journal_entries (kind, member_id, idempotency_key)
        values ('adjustment', ${player.id}, ${`provider:haneul:${id}`}) returning id)
      insert into ledger_postings (entry_id, account_id, amount)
      select entry.id, moved.account, moved.amount
        from entry, (values (${house}::bigint, -1::bigint), (${cash}::bigint, 1::bigint)) as moved (account, amount)`);
    const res = await send(t, 'bet', betBody(player.token, id, 1_000, slot));
    expect(res.statusCode).toBe(500);
    expect(await providerRows(db, id)).toHaveLength(0);
    expect(await cashOf(db, player.id)).toBe(10_001);
  });
});
