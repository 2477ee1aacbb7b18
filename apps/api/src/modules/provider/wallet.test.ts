import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { houseAccountId, ledgerPostings, members, type Db } from '@haneul/db';
import { createTestMember, expectReconciled, fundTestMember, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  cashOf,
  createCatalogue,
  createPlayer,
  DEMO_SECRET,
  entriesForKey,
  entryCount,
  HOUR,
  openSession,
  providerRows,
  send,
  betBody as makeBetBody,
} from './provider.test-helper.ts';

describe.each(TEST_ENGINES)('wallet protocol money calls (%s)', (engine) => {
  let t: TestApp;
  let slot: string;
  let casino: string;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.database.db;
    ({ slot, casino } = await createCatalogue(db, 'haneul'));
    await createCatalogue(db, 'down', { maintenance: true });
    await createCatalogue(db, 'off', { casinoUsed: false, slotUsed: false });
    // The helper signs with the demo secret unless told otherwise.
    process.env.PROVIDER_DOWN_SECRET = DEMO_SECRET;
    process.env.PROVIDER_OFF_SECRET = DEMO_SECRET;
  });
  afterAll(async () => {
    delete process.env.PROVIDER_DOWN_SECRET;
    delete process.env.PROVIDER_OFF_SECRET;
    await expectReconciled(db);
    await t.destroy();
  });

  let seq = 0;
  const txid = (prefix: string) => `${prefix}-${engine}-${++seq}`;
  const betBody = (token: string, transactionId: string, amount: number, gameCode = slot, roundId?: string) =>
    makeBetBody(token, transactionId, amount, gameCode, roundId);
  const houseGameTotal = async (providerCode = 'haneul') => {
    const account = await houseAccountId(db, 'house_game', providerCode);
    const rows = await db
      .select({ amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.accountId, account));
    return rows.reduce((sum, row) => sum + row.amount, 0);
  };

  it("balance answers the member's cash, who the member is and the session's game; an unknown or expired token is INVALID_TOKEN", async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 30_000 });
    const res = await send(t, 'balance', { token: player.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      balance: 30_000,
      playerId: String(player.id),
      gameCode: slot,
    });
    // Another session of the same member names the same player and its own game.
    const casinoToken = await openSession(db, { memberId: player.id, gameCode: casino, now: t.clock() });
    expect((await send(t, 'balance', { token: casinoToken })).json()).toMatchObject({
      playerId: String(player.id),
      gameCode: casino,
    });
    expect((await send(t, 'balance', { token: 'no-such-token' })).json()).toEqual({
      status: 'INVALID_TOKEN',
      balance: 0,
    });
    t.clock.advance(9 * HOUR);
    const expired = await send(t, 'balance', { token: player.token });
    expect(expired.body).toBe('{"status":"INVALID_TOKEN","balance":0}');
    t.clock.advance(-9 * HOUR);
  });

  it("bet debits cash into the provider's game account, records the transaction and answers its reference", async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 50_000 });
    const houseBefore = await houseGameTotal();
    const id = txid('bet');
    const res = await send(t, 'bet', betBody(player.token, id, 12_000));
    const answer = res.json();
    expect(answer).toEqual({ status: 'OK', balance: 38_000, transactionId: expect.stringMatching(/^\d+$/) });
    expect(await cashOf(db, player.id)).toBe(38_000);
    expect(await houseGameTotal()).toBe(houseBefore + 12_000);

    const [row] = await providerRows(db, id);
    expect(row).toMatchObject({
      kind: 'bet',
      memberId: player.id,
      roundId: 'round-1',
      gameCode: slot,
      amount: 12_000,
      status: 'OK',
    });
    expect(String(row?.id)).toBe(answer.transactionId);
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answer).toEqual(answer);
    expect(row?.createdAt.getTime()).toBe(t.clock().getTime());
    const [entry] = await entriesForKey(db, `provider:haneul:${id}`);
    expect(entry).toMatchObject({ id: row?.entryId, kind: 'bet', memberId: player.id });
  });

  it('win credits cash from the game account; a zero win records the round end and posts nothing', async () => {
    const player = await createPlayer(t, { gameCode: casino, cash: 10_000 });
    await send(t, 'bet', betBody(player.token, txid('bet'), 4_000, casino));
    const winId = txid('win');
    const win = await send(t, 'win', { ...betBody(player.token, winId, 9_500, casino), roundEnded: false });
    expect(win.json()).toMatchObject({ status: 'OK', balance: 15_500 });
    expect(await cashOf(db, player.id)).toBe(15_500);
    expect((await entriesForKey(db, `provider:haneul:${winId}`))[0]).toMatchObject({ kind: 'win' });

    const entries = await entryCount(db, player.id);
    const zeroId = txid('win');
    const zero = await send(t, 'win', { ...betBody(player.token, zeroId, 0, casino), roundEnded: true });
    expect(zero.json()).toMatchObject({ status: 'OK', balance: 15_500, transactionId: expect.any(String) });
    expect(await entryCount(db, player.id)).toBe(entries);
    const [row] = await providerRows(db, zeroId);
    expect(row).toMatchObject({ kind: 'win', amount: 0, status: 'OK', entryId: null });
  });

  it('rollback refunds a landed bet once; a second rollback of it moves nothing', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 20_000 });
    const betId = txid('bet');
    await send(t, 'bet', betBody(player.token, betId, 7_000));
    const rollbackId = txid('rb');
    const res = await send(t, 'rollback', {
      token: player.token,
      transactionId: rollbackId,
      referenceTransactionId: betId,
      roundId: 'round-1',
    });
    expect(res.json()).toMatchObject({ status: 'OK', balance: 20_000 });
    expect(await cashOf(db, player.id)).toBe(20_000);
    const [bet] = await providerRows(db, betId);
    expect(bet?.rolledBackAt?.getTime()).toBe(t.clock().getTime());
    const [rollback] = await providerRows(db, rollbackId);
    expect(rollback).toMatchObject({
      kind: 'rollback',
      referenceTransactionId: betId,
      amount: 7_000,
      status: 'OK',
    });
    expect((await entriesForKey(db, `provider:haneul:${rollbackId}`))[0]).toMatchObject({ kind: 'rollback' });

    const entries = await entryCount(db, player.id);
    const again = await send(t, 'rollback', {
      token: player.token,
      transactionId: txid('rb'),
      referenceTransactionId: betId,
      roundId: 'round-1',
    });
    expect(again.json()).toMatchObject({ status: 'OK', balance: 20_000 });
    expect(await entryCount(db, player.id)).toBe(entries);
  });

  it('a bet the member cannot cover answers INSUFFICIENT_FUNDS with the balance and moves nothing', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 5_000 });
    const houseBefore = await houseGameTotal();
    const id = txid('bet');
    const res = await send(t, 'bet', betBody(player.token, id, 5_001));
    expect(res.json()).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 5_000 });
    expect(await cashOf(db, player.id)).toBe(5_000);
    expect(await entryCount(db, player.id)).toBe(1);
    expect(await houseGameTotal()).toBe(houseBefore);
    expect(await entriesForKey(db, `provider:haneul:${id}`)).toHaveLength(0);
    expect((await send(t, 'bet', betBody(player.token, txid('bet'), 5_000))).json()).toMatchObject({
      status: 'OK',
      balance: 0,
    });
  });

  it('a bet on a game switched off or a provider in maintenance is GAME_DISABLED and moves nothing', async () => {
    for (const [providerCode, gameCode] of [
      ['off', 'off-reels'],
      ['off', 'off-bacc'],
      ['down', 'down-reels'],
    ] as const) {
      const player = await createPlayer(t, { gameCode, providerCode, cash: 10_000 });
      const res = await send(t, 'bet', betBody(player.token, txid('bet'), 1_000, gameCode), {
        provider: providerCode,
      });
      expect(res.json()).toMatchObject({ status: 'GAME_DISABLED', balance: 10_000 });
      expect(await cashOf(db, player.id)).toBe(10_000);
      expect(await entryCount(db, player.id)).toBe(1);
    }
  });

  it('a bet from a self-excluded or suspended member is PLAYER_BLOCKED; an ended exclusion plays again', async () => {
    const now = t.clock().getTime();
    const excluded = await createPlayer(t, {
      gameCode: slot,
      cash: 10_000,
      member: { excludedUntil: new Date(now + HOUR) },
    });
    const suspended = await createPlayer(t, { gameCode: slot, cash: 10_000, member: { state: 'suspended' } });
    const ended = await createPlayer(t, {
      gameCode: slot,
      cash: 10_000,
      member: { excludedUntil: new Date(now - 1) },
    });
    for (const player of [excluded, suspended]) {
      const res = await send(t, 'bet', betBody(player.token, txid('bet'), 1_000));
      expect(res.json()).toMatchObject({ status: 'PLAYER_BLOCKED', balance: 10_000 });
      expect(await cashOf(db, player.id)).toBe(10_000);
    }
    expect((await send(t, 'bet', betBody(ended.token, txid('bet'), 1_000))).json().status).toBe('OK');
    // A win of a round already played is still paid to a member suspended since.
    await db.update(members).set({ state: 'suspended' }).where(eq(members.id, ended.id));
    const win = await send(t, 'win', { ...betBody(ended.token, txid('win'), 2_000), roundEnded: true });
    expect(win.json()).toMatchObject({ status: 'OK', balance: 11_000 });
  });

  it('a member without a cash account gets one: a bet answers INSUFFICIENT_FUNDS with 0, funds then play', async () => {
    const { id } = await createTestMember(db, {}, { accounts: false });
    const token = await openSession(db, { memberId: id, gameCode: slot, now: t.clock() });
    expect(
      (await send(t, 'bet', betBody(token, txid('bet'), 1_000, slot, 'no-account'))).json(),
    ).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 0,
    });
    await fundTestMember(db, id, 1_000);
    expect(
      (await send(t, 'bet', betBody(token, txid('bet'), 1_000, slot, 'no-account'))).json(),
    ).toMatchObject({
      status: 'OK',
      balance: 0,
    });
    const win = await send(t, 'win', {
      ...betBody(token, txid('win'), 2_000, slot, 'no-account'),
      roundEnded: false,
    });
    expect(win.json()).toMatchObject({ status: 'OK', balance: 2_000 });
    expect(await cashOf(db, id)).toBe(2_000);
  });

  it("a bet or win naming another game than the session's is INVALID_REQUEST", async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 10_000 });
    expect((await send(t, 'bet', betBody(player.token, txid('bet'), 1_000, casino))).json()).toMatchObject({
      status: 'INVALID_REQUEST',
      balance: 10_000,
    });
    const win = await send(t, 'win', {
      ...betBody(player.token, txid('win'), 1_000, casino),
      roundEnded: false,
    });
    expect(win.json()).toMatchObject({ status: 'INVALID_REQUEST', balance: 10_000 });
    expect(await cashOf(db, player.id)).toBe(10_000);
  });
});
