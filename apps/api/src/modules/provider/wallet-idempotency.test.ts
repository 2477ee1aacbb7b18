import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@haneul/db';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  cashOf,
  createCatalogue,
  createPlayer,
  entriesForKey,
  entryCount,
  HOUR,
  providerRows,
  send,
  betBody as makeBetBody,
} from './provider.test-helper.ts';

describe.each(TEST_ENGINES)('wallet protocol idempotency and expiry (%s)', (engine) => {
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
  const txid = (prefix: string) => `${prefix}-${engine}-${++seq}`;
  const betBody = (token: string, transactionId: string, amount: number, gameCode = slot, roundId?: string) =>
    makeBetBody(token, transactionId, amount, gameCode, roundId);
  it('a replay answers the first answer byte for byte and moves nothing, even after the balance changed', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 40_000 });
    const bet = betBody(player.token, txid('bet'), 10_000);
    const first = await send(t, 'bet', bet);
    await send(t, 'bet', betBody(player.token, txid('bet'), 1_000));
    const win = { ...betBody(player.token, txid('win'), 2_500), roundEnded: false };
    const firstWin = await send(t, 'win', win);
    const rollback = {
      token: player.token,
      transactionId: txid('rb'),
      referenceTransactionId: bet.transactionId,
      roundId: 'round-1',
    };
    const firstRollback = await send(t, 'rollback', rollback);
    const cash = await cashOf(db, player.id);
    const entries = await entryCount(db, player.id);

    const replays = [
      await send(t, 'bet', bet),
      await send(t, 'win', win),
      await send(t, 'rollback', rollback),
    ];
    expect(replays.map((r) => r.body)).toEqual([first.body, firstWin.body, firstRollback.body]);
    expect(first.json().balance).toBe(30_000);
    expect(await cashOf(db, player.id)).toBe(cash);
    expect(await entryCount(db, player.id)).toBe(entries);
    for (const id of [bet.transactionId, win.transactionId, rollback.transactionId]) {
      expect(await providerRows(db, id)).toHaveLength(1);
    }
  });

  it('the same id with different data answers DUPLICATE_MISMATCH and moves nothing', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 40_000 });
    const bet = betBody(player.token, txid('bet'), 10_000);
    await send(t, 'bet', bet);
    const entries = await entryCount(db, player.id);
    for (const [action, body] of [
      ['bet', { ...bet, amount: 10_001 }],
      ['bet', { ...bet, roundId: 'round-2' }],
      ['win', { ...bet, roundEnded: false }],
      [
        'rollback',
        {
          token: player.token,
          transactionId: bet.transactionId,
          referenceTransactionId: 'x',
          roundId: 'round-1',
        },
      ],
    ] as const) {
      expect((await send(t, action, body)).json()).toEqual({ status: 'DUPLICATE_MISMATCH', balance: 30_000 });
    }
    const other = await createPlayer(t, { gameCode: slot, cash: 40_000 });
    expect((await send(t, 'bet', { ...bet, token: other.token })).json()).toEqual({
      status: 'DUPLICATE_MISMATCH',
      balance: 40_000,
    });
    expect(await cashOf(db, player.id)).toBe(30_000);
    expect(await cashOf(db, other.id)).toBe(40_000);
    expect(await entryCount(db, player.id)).toBe(entries);
    const [row] = await providerRows(db, bet.transactionId);
    expect(row?.amount).toBe(10_000);
  });

  it('a rollback of an unknown bet answers OK; the bet then answers TRANSACTION_ROLLED_BACK and never lands', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 25_000 });
    const betId = txid('bet');
    const rb = await send(t, 'rollback', {
      token: player.token,
      transactionId: txid('rb'),
      referenceTransactionId: betId,
      roundId: 'round-9',
    });
    expect(rb.json()).toMatchObject({ status: 'OK', balance: 25_000 });
    const bet = betBody(player.token, betId, 3_000, slot, 'round-9');
    const late = await send(t, 'bet', bet);
    expect(late.json()).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: 25_000 });
    expect((await send(t, 'bet', bet)).body).toBe(late.body);
    expect((await send(t, 'bet', { ...bet, amount: 3_001 })).json().status).toBe('DUPLICATE_MISMATCH');
    expect(await cashOf(db, player.id)).toBe(25_000);
    expect(await entryCount(db, player.id)).toBe(1);
    expect(await entriesForKey(db, `provider:haneul:${betId}`)).toHaveLength(0);
    expect(await providerRows(db, betId)).toHaveLength(1);
  });

  it("a rollback naming a win or another member's bet is INVALID_REQUEST and moves nothing", async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const other = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const winId = txid('win');
    await send(t, 'bet', betBody(player.token, txid('bet'), 1_000));
    await send(t, 'win', { ...betBody(player.token, winId, 2_000), roundEnded: false });
    const otherBet = txid('bet');
    await send(t, 'bet', betBody(other.token, otherBet, 2_000));
    for (const reference of [winId, otherBet]) {
      const res = await send(t, 'rollback', {
        token: player.token,
        transactionId: txid('rb'),
        referenceTransactionId: reference,
        roundId: 'round-1',
      });
      expect(res.json()).toMatchObject({ status: 'INVALID_REQUEST', balance: 11_000 });
    }
    expect(await cashOf(db, other.id)).toBe(8_000);
  });

  it('after the session expires (8 h) win and rollback still settle; a bet is INVALID_TOKEN', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    const betId = txid('bet');
    const bet = betBody(player.token, betId, 2_000);
    const first = await send(t, 'bet', bet);
    const second = betBody(player.token, txid('bet'), 3_000);
    await send(t, 'bet', second);
    t.clock.advance(8 * HOUR);
    try {
      expect((await send(t, 'balance', { token: player.token })).json()).toEqual({
        status: 'INVALID_TOKEN',
        balance: 0,
      });
      expect((await send(t, 'bet', betBody(player.token, txid('bet'), 1_000))).json()).toEqual({
        status: 'INVALID_TOKEN',
        balance: 0,
      });
      expect((await send(t, 'bet', bet)).body).toBe(first.body);
      const win = await send(t, 'win', { ...betBody(player.token, txid('win'), 6_000), roundEnded: true });
      expect(win.json()).toMatchObject({ status: 'OK', balance: 11_000 });
      const rb = await send(t, 'rollback', {
        token: player.token,
        transactionId: txid('rb'),
        referenceTransactionId: second.transactionId,
        roundId: 'round-1',
      });
      expect(rb.json()).toMatchObject({ status: 'OK', balance: 14_000 });
      expect(await cashOf(db, player.id)).toBe(14_000);
    } finally {
      t.clock.advance(-8 * HOUR);
    }
  });
});
