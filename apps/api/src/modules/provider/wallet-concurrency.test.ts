import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { journalEntries, providerTransactions, type Db } from '@haneul/db';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { seededRandom } from '../../testing/seeded-random.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cashOf, createCatalogue, createPlayer, send } from './provider.test-helper.ts';

const SEED = Number(process.env.WALLET_SEED ?? 20_261_122);
const MEMBERS = 4;
const OPERATIONS_PER_MEMBER = 14;
const START_CASH = 20_000;

interface Call {
  action: 'bet' | 'win' | 'rollback';
  body: Record<string, unknown>;
  /** How many times it is delivered at once. */
  copies: number;
}

describe.each(TEST_ENGINES)('wallet protocol under concurrent redelivery (%s)', (engine) => {
  let t: TestApp;
  let db: Db;
  let slot: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.database.db;
    ({ slot } = await createCatalogue(db, 'haneul'));
  });
  afterAll(() => t.destroy());

  it('the same bet delivered 5 times at once moves money once, and every copy answers alike', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: START_CASH });
    const body = {
      token: player.token,
      transactionId: `${engine}-five`,
      roundId: 'five',
      gameCode: slot,
      amount: 7_000,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(t, 'bet', body)));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ status: 'OK', balance: START_CASH - 7_000 });
    expect(await cashOf(db, player.id)).toBe(START_CASH - 7_000);
    const keyed = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `provider:haneul:${engine}-five`));
    expect(keyed).toHaveLength(1);
  });

  it(`moves each transaction's money once and answers every copy alike (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const pick = (n: number) => Math.floor(random() * n);
    const players = [];
    for (let i = 0; i < MEMBERS; i += 1)
      players.push(await createPlayer(t, { gameCode: slot, cash: START_CASH }));

    const calls: Call[] = [];
    players.forEach((player, p) => {
      const bets: string[] = [];
      for (let i = 0; i < OPERATIONS_PER_MEMBER; i += 1) {
        const transactionId = `${engine}-m${p}-op${i}`;
        const roundId = `m${p}-round${i % 4}`;
        const copies = 2 + pick(4);
        const kind = pick(10);
        if (kind < 5) {
          bets.push(transactionId);
          const amount = (1 + pick(8)) * 1_000;
          calls.push({
            action: 'bet',
            copies,
            body: { token: player.token, transactionId, roundId, gameCode: slot, amount },
          });
        } else if (kind < 8) {
          const amount = pick(4) * 1_500;
          const body = {
            token: player.token,
            transactionId,
            roundId,
            gameCode: slot,
            amount,
            roundEnded: pick(2) === 0,
          };
          calls.push({ action: 'win', copies, body });
        } else {
          // Half refer to a bet of this batch (racing it), half to a bet that never came (yet).
          const reference =
            bets.length > 0 && pick(2) === 0 ? bets[pick(bets.length)] : `${engine}-m${p}-ghost${i}`;
          calls.push({
            action: 'rollback',
            copies,
            body: { token: player.token, transactionId, referenceTransactionId: reference, roundId },
          });
        }
      }
    });
    // A bet whose id an earlier rollback named as a ghost, delivered in the same storm.
    const ghost = calls.find(
      (c) => c.action === 'rollback' && String(c.body.referenceTransactionId).includes('ghost'),
    );
    if (ghost) {
      calls.push({
        action: 'bet',
        copies: 3,
        body: {
          token: ghost.body.token,
          transactionId: ghost.body.referenceTransactionId,
          roundId: ghost.body.roundId,
          gameCode: slot,
          amount: 500,
        },
      });
    }

    const deliveries = calls.flatMap((call, index) =>
      Array.from({ length: call.copies }, () => ({ index, call })),
    );
    deliveries.sort(() => random() - 0.5);
    const answers = await Promise.all(
      deliveries.map(({ index, call }) => send(t, call.action, call.body).then((res) => ({ index, res }))),
    );

    const byCall = new Map<number, string[]>();
    for (const { index, res } of answers) {
      expect(res.statusCode).toBe(200);
      byCall.set(index, [...(byCall.get(index) ?? []), res.body]);
    }
    for (const [index, bodies] of byCall) {
      expect({ id: calls[index]?.body.transactionId, bodies: new Set(bodies).size }).toEqual({
        id: calls[index]?.body.transactionId,
        bodies: 1,
      });
      const status = JSON.parse(bodies[0] ?? '{}').status;
      // A win racing its round's bets (or past the game's maximum) is refused, as a forged one is.
      const allowed =
        calls[index]?.action === 'win'
          ? ['OK', 'INVALID_REQUEST']
          : ['OK', 'INSUFFICIENT_FUNDS', 'TRANSACTION_ROLLED_BACK'];
      expect(allowed).toContain(status);
    }

    await expectReconciled(db);
    const rows = await db
      .select()
      .from(providerTransactions)
      .where(like(providerTransactions.transactionId, `${engine}-m%`));
    const ids = rows.map((row) => row.transactionId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of calls) expect(ids).toContain(call.body.transactionId);

    const entries = await db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `provider:haneul:${engine}-%`));
    const keys = entries.map((entry) => entry.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of rows) {
      const entry = entries.find((e) => e.idempotencyKey === `provider:haneul:${row.transactionId}`);
      expect(entry?.id ?? null).toBe(row.entryId);
    }

    // Every rolled-back bet nets to zero: refunded once if it landed, refused if it came later.
    for (const rollback of rows.filter((row) => row.kind === 'rollback' && row.status === 'OK')) {
      const bet = rows.find((row) => row.transactionId === rollback.referenceTransactionId);
      expect(bet).toBeDefined();
      expect(bet?.status).not.toBe('PENDING');
      // Refunded (or refused in advance), or a bet that never landed and so had nothing to refund.
      expect(bet?.rolledBackAt !== null || bet?.entryId === null).toBe(true);
    }
    for (const bet of rows.filter(
      (row) => row.kind === 'bet' && row.entryId !== null && row.rolledBackAt !== null,
    )) {
      const refunds = rows.filter(
        (row) => row.referenceTransactionId === bet.transactionId && row.entryId !== null,
      );
      expect(refunds.map((row) => row.amount)).toEqual([bet.amount]);
    }

    for (const player of players) {
      const own = rows.filter((row) => row.memberId === player.id && row.entryId !== null);
      const net = own.reduce((sum, row) => sum + (row.kind === 'bet' ? -row.amount : row.amount), 0);
      expect(await cashOf(db, player.id)).toBe(START_CASH + net);
    }
  });
});
