import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  transferActionPath,
  type TTransferAction,
} from '@haneul/contract';
import { signProviderRequest } from '@haneul/server-kit';
import { TEST_ENGINES } from '@haneul/db/testing';
import { buildApp } from '../../app.ts';
import { createGamesTestDatabase, type GamesTestDatabase } from '../../testing/games-test-database.ts';
import { moveTransferWallet } from './transfer-wallet.service.ts';

const SECRET = 'a-transfer-secret-of-at-least-32-bytes!';

describe.each(TEST_ENGINES)('the transfer API (%s)', (engine) => {
  let database: GamesTestDatabase;
  let app: FastifyInstance;

  const send = async (action: TTransferAction, body: object, secret = SECRET) => {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Date.now());
    const path = transferActionPath(action);
    const signature = signProviderRequest(secret, { timestamp, method: 'POST', path, rawBody });
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: rawBody,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_TIMESTAMP_HEADER]: timestamp,
        [PROVIDER_SIGNATURE_HEADER]: signature,
      },
    });
    return { statusCode: res.statusCode, body: res.json() as { status: string; balance?: number } };
  };

  beforeAll(async () => {
    database = await createGamesTestDatabase(engine);
    app = await buildApp({
      db: database.db,
      config: {
        apiUrl: 'http://127.0.0.1:9',
        providerSecret: SECRET,
        walletTimeoutMs: 1_000,
        handIdleMs: 600_000,
        clientDir: '/nonexistent',
        logLevel: 'silent',
        siteOrigin: 'https://casino.example',
        production: false,
        trustProxy: false,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('deposits, withdraws within the balance and answers the balance', async () => {
    expect((await send('balance', { playerId: 'p1' })).body).toEqual({ status: 'OK', balance: 0 });
    expect((await send('deposit', { transferId: '1', playerId: 'p1', amount: 50_000 })).body).toEqual({
      status: 'OK',
      balance: 50_000,
    });
    expect((await send('withdraw', { transferId: '2', playerId: 'p1', amount: 60_000 })).body).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: 50_000,
    });
    expect((await send('withdraw', { transferId: '3', playerId: 'p1', amount: 20_000 })).body).toEqual({
      status: 'OK',
      balance: 30_000,
    });
    expect((await send('balance', { playerId: 'p1' })).body).toEqual({ status: 'OK', balance: 30_000 });
  });

  it('answers a replayed transfer id with its first answer and the same id with other data as a mismatch', async () => {
    const deposit = { transferId: '10', playerId: 'p2', amount: 7_000 };
    expect((await send('deposit', deposit)).body).toEqual({ status: 'OK', balance: 7_000 });
    expect((await send('deposit', deposit)).body).toEqual({ status: 'OK', balance: 7_000 });
    expect((await send('deposit', { ...deposit, amount: 8_000 })).body).toEqual({
      status: 'DUPLICATE_MISMATCH',
      balance: 7_000,
    });
    expect((await send('withdraw', { ...deposit })).body.status).toBe('DUPLICATE_MISMATCH');
    // A refusal is recorded too: its replay answers the first answer, even after the balance grew.
    const tooMuch = { transferId: '11', playerId: 'p2', amount: 9_000 };
    expect((await send('withdraw', tooMuch)).body.status).toBe('INSUFFICIENT_FUNDS');
    await send('deposit', { transferId: '12', playerId: 'p2', amount: 5_000 });
    expect((await send('withdraw', tooMuch)).body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 7_000 });
  });

  it('pays concurrent withdrawals only while the balance lasts', async () => {
    await send('deposit', { transferId: '20', playerId: 'p3', amount: 10_000 });
    const answers = await Promise.all(
      ['21', '22', '23'].map((transferId) => send('withdraw', { transferId, playerId: 'p3', amount: 4_000 })),
    );
    expect(answers.filter((answer) => answer.body.status === 'OK')).toHaveLength(2);
    expect((await send('balance', { playerId: 'p3' })).body.balance).toBe(2_000);
  });

  it('refuses a bad signature (401) and answers a bad body INVALID_REQUEST without moving money', async () => {
    const refused = await send(
      'deposit',
      { transferId: '30', playerId: 'p4', amount: 1_000 },
      'another-secret',
    );
    expect(refused).toEqual({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });
    for (const body of [{ transferId: '31', playerId: 'p4', amount: -5 }, { playerId: 'p4' }, {}]) {
      expect((await send('deposit', body)).body).toEqual({ status: 'INVALID_REQUEST', balance: 0 });
    }
    expect((await send('balance', { playerId: 'p4' })).body.balance).toBe(0);
  });

  it('moves a round’s bet, win and rollback once each; a rollback first bars its bet', async () => {
    const db = database.db;
    await send('deposit', { transferId: '40', playerId: 'p5', amount: 1_000 });
    const bet = { id: 'r1:bet', playerId: 'p5', kind: 'bet' as const, amount: 300 };
    expect((await moveTransferWallet(db, bet)).balance).toBe(700);
    expect((await moveTransferWallet(db, bet)).balance).toBe(700);
    const win = { id: 'r1:win', playerId: 'p5', kind: 'win' as const, amount: 900 };
    expect((await moveTransferWallet(db, win)).balance).toBe(1_600);
    const rollback = {
      id: 'r2:rollback',
      playerId: 'p5',
      kind: 'rollback' as const,
      amount: 0,
      reference: 'r2:bet',
    };
    expect(await moveTransferWallet(db, rollback)).toMatchObject({ status: 'OK', balance: 1_600 });
    const late = { id: 'r2:bet', playerId: 'p5', kind: 'bet' as const, amount: 100 };
    expect(await moveTransferWallet(db, late)).toMatchObject({
      status: 'TRANSACTION_ROLLED_BACK',
      balance: 1_600,
    });
    const refunded = { id: 'r3:bet', playerId: 'p5', kind: 'bet' as const, amount: 600 };
    expect((await moveTransferWallet(db, refunded)).balance).toBe(1_000);
    const undo = {
      id: 'r3:rollback',
      playerId: 'p5',
      kind: 'rollback' as const,
      amount: 0,
      reference: 'r3:bet',
    };
    expect((await moveTransferWallet(db, undo)).balance).toBe(1_600);
    expect((await moveTransferWallet(db, undo)).balance).toBe(1_600);
  });
});
