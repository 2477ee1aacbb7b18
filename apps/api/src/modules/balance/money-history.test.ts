import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession, expectReconciled, TEST_ENGINES } from '@haneul/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { betBody, createCatalogue, createPlayer, HOUR, send } from '../provider/provider.test-helper.ts';
import { MONEY_PAGE_SIZE } from './history.service.ts';

interface Item {
  id: number;
  kind: string;
  amount: number;
  balanceAfter: number;
  game: { company: string; code: string; name: string } | null;
}

/** What a history page shows of each item. */
const rowsOf = (items: Item[]) =>
  items.map(({ kind, amount, balanceAfter, game }) => [kind, amount, balanceAfter, game?.code ?? null]);

describe.each(TEST_ENGINES)('get-money-history: balances after, games and filters on %s', (engine) => {
  let t: TestApp;
  let slot: string;
  let casino: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ slot, casino } = await createCatalogue(db(), 'haneul'));
  });
  afterAll(async () => {
    await expectReconciled(t.database.db);
    await t.destroy();
  });

  let sequence = 0;
  const txid = (label: string) => `${label}-${(sequence += 1)}`;

  /** A funded member (a staff adjustment) with a live game session on `gameCode` and a site session. */
  async function player(gameCode: string, cash = 100_000) {
    const { id, token: gameToken } = await createPlayer(t, { gameCode, cash });
    return { id, gameToken, token: await createTestSession(db(), id, t.clock()) };
  }

  async function history(token: string, body: Record<string, unknown> = {}) {
    const res = await t.call('get-money-history', body, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Item[]; totalCount: number; maxCount: number };
  }

  it('names the game of a bet, a win and a rollback, with the exact cash after each posting', async () => {
    t.clock.set(new Date('2030-03-10T02:00:00Z'));
    const member = await player(slot);
    await send(t, 'bet', betBody(member.gameToken, txid('bet'), 10_000, slot, 'r1'));
    await send(t, 'win', { ...betBody(member.gameToken, txid('win'), 25_000, slot, 'r1'), roundEnded: true });
    const betId = txid('bet');
    await send(t, 'bet', betBody(member.gameToken, betId, 4_000, slot, 'r2'));
    await send(t, 'rollback', {
      token: member.gameToken,
      transactionId: txid('rb'),
      referenceTransactionId: betId,
      roundId: 'r2',
    });

    const page = await history(member.token);
    expect(page.totalCount).toBe(5);
    expect(rowsOf(page.items)).toEqual([
      ['rollback', 4_000, 115_000, slot],
      ['bet', -4_000, 111_000, slot],
      ['win', 25_000, 115_000, slot],
      ['bet', -10_000, 90_000, slot],
      ['adjustment', 100_000, 100_000, null],
    ]);
    expect(page.items[0]?.game).toEqual({ company: 'haneul-slots', code: slot, name: `${slot} 한글` });
  });

  it('a casino game is named with its provider as the company', async () => {
    t.clock.set(new Date('2030-03-10T02:00:00Z'));
    const member = await player(casino);
    await send(t, 'bet', betBody(member.gameToken, txid('bet'), 1_000, casino, 'c1'));
    const [bet] = (await history(member.token, { kinds: 'games' })).items;
    expect(bet).toMatchObject({
      kind: 'bet',
      balanceAfter: 99_000,
      game: { company: 'haneul', code: casino, name: `${casino} 한글` },
    });
  });

  it('filters by kind group and Korean day, each row still showing the true balance after it', async () => {
    // 23:30 in Korea on 10 March: the next bet, an hour later, is on 11 March there (still the 10th in UTC).
    t.clock.set(new Date('2030-03-10T14:30:00Z'));
    const member = await player(slot);
    await send(t, 'bet', betBody(member.gameToken, txid('bet'), 3_000, slot, 'd1'));
    t.clock.advance(HOUR);
    await send(t, 'bet', betBody(member.gameToken, txid('bet'), 2_000, slot, 'd2'));
    t.clock.advance(5 * HOUR);
    await send(t, 'bet', betBody(member.gameToken, txid('bet'), 1_000, slot, 'd3'));

    const games = await history(member.token, { kinds: 'games' });
    expect(rowsOf(games.items)).toEqual([
      ['bet', -1_000, 94_000, slot],
      ['bet', -2_000, 95_000, slot],
      ['bet', -3_000, 97_000, slot],
    ]);
    expect(games.totalCount).toBe(3);

    const adjustments = await history(member.token, { kinds: 'adjustments' });
    expect(rowsOf(adjustments.items)).toEqual([['adjustment', 100_000, 100_000, null]]);
    expect((await history(member.token, { kinds: 'money' })).totalCount).toBe(0);

    const eleventh = await history(member.token, { from: '2030-03-11', to: '2030-03-11' });
    expect(rowsOf(eleventh.items)).toEqual([
      ['bet', -1_000, 94_000, slot],
      ['bet', -2_000, 95_000, slot],
    ]);
    expect(eleventh.totalCount).toBe(2);
    const tenth = await history(member.token, { kinds: 'games', from: '2030-03-10', to: '2030-03-10' });
    expect(rowsOf(tenth.items)).toEqual([['bet', -3_000, 97_000, slot]]);
    const untilTenth = await history(member.token, { to: '2030-03-10' });
    expect(rowsOf(untilTenth.items).map((row) => row[0])).toEqual(['bet', 'adjustment']);
    expect((await history(member.token, { kinds: 'comp', from: '2030-03-10' })).totalCount).toBe(0);
  });

  it('a second page, filtered or not, carries the balance after each of its postings', async () => {
    t.clock.set(new Date('2030-04-01T02:00:00Z'));
    const member = await player(slot);
    const bets = MONEY_PAGE_SIZE + 3;
    for (let round = 1; round <= bets; round += 1)
      await send(t, 'bet', betBody(member.gameToken, txid('bet'), round * 100, slot, `p${round}`));
    // After bet n the cash is 100,000 less 100 × (1 + 2 + … + n).
    const after = (n: number) => 100_000 - (100 * n * (n + 1)) / 2;

    const second = await history(member.token, { page: 2 });
    expect(second.totalCount).toBe(bets + 1);
    expect(rowsOf(second.items)).toEqual([
      ['bet', -300, after(3), slot],
      ['bet', -200, after(2), slot],
      ['bet', -100, after(1), slot],
      ['adjustment', 100_000, 100_000, null],
    ]);
    const secondOfGames = await history(member.token, { page: 2, kinds: 'games' });
    expect(secondOfGames.items.map((item) => item.balanceAfter)).toEqual([after(3), after(2), after(1)]);
  });

  it.each([
    [{ from: '2030-03-12', to: '2030-03-11' }, 'from', 'after_to'],
    [{ from: '2030-02-30' }, 'from', 'day_format'],
    [{ to: '11/03/2030' }, 'to', 'day_format'],
    [{ kinds: 'sports' }, 'kinds', undefined],
  ])('refuses %j as invalid naming the field', async (body, field, reason) => {
    const member = await player(slot);
    const res = await t.call('get-money-history', body, member.token);
    expect(res.statusCode).toBe(400);
    const answer = res.json() as { status: string; errors: { field: string; reason: string }[] };
    expect(answer.status).toBe('invalid');
    expect(new Set(answer.errors.map((error) => error.field))).toEqual(new Set([field]));
    if (reason) expect(answer.errors.map((error) => error.reason)).toContain(reason);
  });
});
