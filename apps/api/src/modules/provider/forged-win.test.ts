import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { casinoGames, type Db } from '@haneul/db';
import { expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cashOf, createCatalogue, createPlayer, entryCount, send } from './provider.test-helper.ts';

/**
 * The audit's forged win: a member who can sign (or a game server gone wrong) sends a `win` for a
 * round that never had a bet, or for more than the game can pay. The wallet answers
 * INVALID_REQUEST and moves nothing (docs/wallet-protocol.md#win-bounds).
 */
describe.each(TEST_ENGINES)('wallet wins need a bet and stay within the game maximum (%s)', (engine) => {
  let t: TestApp;
  let db: Db;
  let casino: string;
  let slot: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.database.db;
    ({ casino, slot } = await createCatalogue(db, 'haneul'));
  });
  afterAll(async () => {
    await expectReconciled(db);
    await t.destroy();
  });

  let seq = 0;
  const round = () => `round-${engine}-${++seq}`;
  const bet = (token: string, roundId: string, amount: number, gameCode = casino) =>
    send(t, 'bet', { token, transactionId: `${roundId}:bet`, roundId, gameCode, amount });
  const win = (token: string, roundId: string, amount: number, suffix = 'win', gameCode = casino) =>
    send(t, 'win', {
      token,
      transactionId: `${roundId}:${suffix}`,
      roundId,
      gameCode,
      amount,
      roundEnded: true,
    });

  it('refuses a win for a round with no bet, moving nothing', async () => {
    const player = await createPlayer(t, { gameCode: casino, cash: 10_000 });
    const res = await win(player.token, round(), 1_000_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INVALID_REQUEST', balance: 10_000 });
    expect((await win(player.token, round(), 0)).json().status).toBe('INVALID_REQUEST');
    expect(await cashOf(db, player.id)).toBe(10_000);
    expect(await entryCount(db, player.id)).toBe(1);
  });

  it("refuses a win naming another member's round", async () => {
    const owner = await createPlayer(t, { gameCode: casino, cash: 10_000 });
    const thief = await createPlayer(t, { gameCode: casino, cash: 0 });
    const roundId = round();
    expect((await bet(owner.token, roundId, 1_000)).json().status).toBe('OK');
    expect((await win(thief.token, roundId, 2_000)).json().status).toBe('INVALID_REQUEST');
    expect(await cashOf(db, thief.id)).toBe(0);
  });

  it('refuses a win for a refused bet and for a bet that was rolled back', async () => {
    const player = await createPlayer(t, { gameCode: casino, cash: 1_000 });
    const refused = round();
    expect((await bet(player.token, refused, 5_000)).json().status).toBe('INSUFFICIENT_FUNDS');
    expect((await win(player.token, refused, 10_000)).json().status).toBe('INVALID_REQUEST');

    const rolled = round();
    expect((await bet(player.token, rolled, 1_000)).json().status).toBe('OK');
    const rollback = {
      token: player.token,
      transactionId: `${rolled}:rb`,
      referenceTransactionId: `${rolled}:bet`,
      roundId: rolled,
    };
    expect((await send(t, 'rollback', rollback)).json().status).toBe('OK');
    expect((await win(player.token, rolled, 2_000)).json().status).toBe('INVALID_REQUEST');
    expect(await cashOf(db, player.id)).toBe(1_000);
  });

  it("pays up to the game's maximum multiplier times the round's stakes, and not a won more", async () => {
    const player = await createPlayer(t, { gameCode: casino, cash: 1_000 });
    const roundId = round();
    expect((await bet(player.token, roundId, 1_000)).json().status).toBe('OK');
    // The test catalogue declares 12 for its casino game: 12 × 1,000.
    expect((await win(player.token, roundId, 12_001)).json().status).toBe('INVALID_REQUEST');
    expect((await win(player.token, roundId, 7_000, 'win-a')).json()).toMatchObject({
      status: 'OK',
      balance: 7_000,
    });
    expect((await win(player.token, roundId, 5_001, 'win-b')).json().status).toBe('INVALID_REQUEST');
    expect((await win(player.token, roundId, 5_000, 'win-c')).json()).toMatchObject({
      status: 'OK',
      balance: 12_000,
    });
    expect((await win(player.token, roundId, 0, 'win-d')).json().status).toBe('OK');
    expect(await cashOf(db, player.id)).toBe(12_000);
  });

  it('counts every bet of the round in its stakes, and replays an accepted win after the cap is reached', async () => {
    const player = await createPlayer(t, { gameCode: slot, cash: 2_000 });
    const roundId = round();
    await send(t, 'bet', {
      token: player.token,
      transactionId: `${roundId}:b1`,
      roundId,
      gameCode: slot,
      amount: 1_000,
    });
    await send(t, 'bet', {
      token: player.token,
      transactionId: `${roundId}:b2`,
      roundId,
      gameCode: slot,
      amount: 1_000,
    });
    // The test slot declares 500: 500 × 2,000.
    const full = await win(player.token, roundId, 1_000_000, 'win', slot);
    expect(full.json()).toMatchObject({ status: 'OK', balance: 1_000_000 });
    expect((await win(player.token, roundId, 1_000_000, 'win', slot)).json()).toEqual(full.json());
  });

  it('takes no bet on a game that declares no maximum', async () => {
    await db.update(casinoGames).set({ maxWinMultiplier: null }).where(eq(casinoGames.code, casino));
    try {
      const player = await createPlayer(t, { gameCode: casino, cash: 5_000 });
      expect((await bet(player.token, round(), 1_000)).json()).toMatchObject({
        status: 'GAME_DISABLED',
        balance: 5_000,
      });
    } finally {
      await db.update(casinoGames).set({ maxWinMultiplier: '12' }).where(eq(casinoGames.code, casino));
    }
  });
});
