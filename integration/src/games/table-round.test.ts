import { describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import { ZPlayAnswer, ZRoundAnswer, ZSessionAnswer } from '@haneul/games/src/protocol/round-api.ts';
import { windowPlayer } from '../testing/games-harness.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';

/**
 * Roulette, dragon tiger and sic bo on the real wallet: one call, one bet and one win per round,
 * every stake settled by the drawn pocket, cards or dice, and a slip the table does not take
 * refused before anything moves.
 */
describe.each(TEST_ENGINES)('table rounds against the real wallet (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);
  const playTable = (token: string, bets: Record<string, number>) =>
    stack.server.call('POST', '/api/table/play', { token, body: { bets } });

  it.each([
    ['roulette', { 'straight:17': 1_000, red: 10_000, 'split:0-3': 2_000, 'column:2': 5_000 }],
    ['dragon-tiger', { dragon: 10_001, tie: 1_000, suitedTie: 1_000 }],
    ['sic-bo', { big: 10_000, 'total:10': 1_000, 'single:6': 2_000, 'triple:3': 1_000 }],
  ] as const)('%s: the balance moves by exactly payout − stake, one bet and one win', async (code, bets) => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: code, cash: 100_000 });
    const res = await playTable(player.token, bets);
    expect(res.statusCode).toBe(200);
    const answer = ZPlayAnswer.parse(res.json());
    const round = answer.round!;
    const table = round.table!;
    const staked = Object.values(bets).reduce((sum, stake) => sum + stake, 0);
    expect(round).toMatchObject({ gameCode: code, state: 'settled', stake: staked });
    expect(table.bets).toEqual(bets);
    expect(table.settlement.totalPayout).toBe(round.payout);
    expect(table.settlement.bets.map((bet) => bet.bet).sort()).toEqual(Object.keys(bets).sort());
    expect(answer.balance).toBe(100_000 - staked + round.payout);
    expect(round.balances).toEqual({ before: 100_000, after: answer.balance });
    expect(await stack.wallet.cashOf(player.memberId)).toBe(answer.balance);
    const records = await stack.wallet.walletRecords(round.id);
    expect(records.map((r) => [r.kind, r.amount, r.status]).sort()).toEqual([
      ['bet', staked, 'OK'],
      ['win', round.payout, 'OK'],
    ]);

    // The owner's window recalls the balances; the public round call does not tell them.
    const session = ZSessionAnswer.parse(
      (await stack.server.call('POST', '/api/session', { token: player.token, body: {} })).json(),
    );
    expect(session.recent[0]).toMatchObject({ id: round.id, balances: { before: 100_000 } });
    const open = ZRoundAnswer.parse((await stack.server.call('GET', `/api/rounds/${round.id}`)).json());
    expect(open.round.balances).toBeNull();
    expect(open.round.table).toEqual(table);
  });

  it('a slip the table does not take answers invalid with each spot named, and moves nothing', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: 'roulette', cash: 50_000 });
    const cases: [Record<string, number>, string[]][] = [
      [{ 'split:1-3': 1_000, red: 1_000 }, ['bets.split:1-3']],
      [{ 'straight:7': 300_001 }, ['bets.straight:7']],
      [{ red: 999 }, ['bets.red']],
      [{ dragon: 1_000 }, ['bets.dragon']],
      [{ __proto__: 1_000, constructor: 1_000 } as Record<string, number>, ['bets.constructor']],
    ];
    for (const [bets, fields] of cases) {
      const res = await playTable(player.token, bets);
      expect(res.statusCode, JSON.stringify(bets)).toBe(400);
      const body = res.json() as { status: string; errors: { field: string }[] };
      expect(body.status).toBe('invalid');
      for (const field of fields) expect(body.errors.map((e) => e.field)).toContain(field);
    }
    const empty = await playTable(player.token, {});
    expect(empty.statusCode).toBe(400);
    expect(await stack.wallet.cashOf(player.memberId)).toBe(50_000);
  });

  it('a table call from a window of another game is not_found', async () => {
    const player = await windowPlayer(stack.wallet, stack.server, { gameCode: 'baccarat', cash: 50_000 });
    const res = await playTable(player.token, { red: 1_000 });
    expect(res.statusCode).toBe(404);
    expect(await stack.wallet.cashOf(player.memberId)).toBe(50_000);
  });

  it('speed and squeeze baccarat deal on the same table call as baccarat', async () => {
    for (const gameCode of ['speed-baccarat', 'squeeze-baccarat']) {
      const player = await windowPlayer(stack.wallet, stack.server, { gameCode, cash: 50_000 });
      const res = await stack.server.call('POST', '/api/baccarat/deal', {
        token: player.token,
        body: { bets: { banker: 10_000 } },
      });
      const answer = ZPlayAnswer.parse(res.json());
      expect(answer.round).toMatchObject({ gameCode, kind: 'baccarat', state: 'settled', stake: 10_000 });
      expect(await stack.wallet.cashOf(player.memberId)).toBe(answer.balance);
    }
  });
});
