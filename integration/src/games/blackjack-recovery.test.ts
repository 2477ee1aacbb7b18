import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_ENGINES } from '@haneul/db/testing';
import { legalActions, type BlackjackRound } from '@haneul/game-math';
import { rounds } from '@haneul/games/src/server/db/schema.ts';
import { actionsOf, blackjackTable, engineSettlement } from '../testing/blackjack-table.ts';
import { startGamesHarness, windowPlayer, type GamesHarness } from '../testing/games-harness.ts';
import { startWalletHarness, type WalletHarness } from '../testing/wallet-harness.ts';
import { startWalletProxy, type WalletProxy } from '../testing/wallet-proxy.ts';

const STAKE = 10_000;
const CASH = 50_000;
const IDLE_MS = 600_000;
const doubles = (hand: BlackjackRound) => hand.phase === 'player' && legalActions(hand).includes('double');

/**
 * Blackjack hands left behind: a hand nobody decides on is stood and paid once its idle time is
 * over (never before, as other rounds' leases would have it), and an extra bet whose answer was
 * lost is rolled back before the hand goes on, by the player's next decision or by recovery.
 */
describe.each(TEST_ENGINES)('recovery of blackjack hands (%s)', (engine) => {
  let wallet: WalletHarness;
  let proxy: WalletProxy;
  let server: GamesHarness;
  const table = blackjackTable(() => server);

  beforeAll(async () => {
    wallet = await startWalletHarness(engine);
    proxy = await startWalletProxy(wallet.apiUrl);
    server = await startGamesHarness({ engine, apiUrl: proxy.url, handIdleMs: IDLE_MS });
  });
  afterEach(() => {
    for (const action of Object.keys(proxy.rules)) delete proxy.rules[action];
  });
  afterAll(async () => {
    if (wallet && server) await wallet.reconcile(server.database.db, server.clock());
    await server?.destroy();
    await proxy?.close();
    await wallet?.destroy();
  });

  /** Moves both clocks: the wallet refuses a signature stamped minutes from its own time. */
  const advance = (ms: number) => {
    server.clock.advance(ms);
    wallet.api.clock.advance(ms);
  };
  const stored = async (roundId: string) =>
    (await server.database.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!;
  const kinds = async (roundId: string) =>
    (await wallet.walletRecords(roundId))
      .map((r) => `${r.transactionId.slice(roundId.length)} ${r.status}${r.rolledBackAt ? ' refunded' : ''}`)
      .sort();

  it('an abandoned hand is left alone while it may still be played, then stood and paid once', async () => {
    const me = await windowPlayer(wallet, server, { gameCode: 'blackjack', cash: CASH });
    const { answer, seeds } = await table.dealWhere(me, STAKE, (hand) => hand.phase !== 'settled');
    const id = answer.round!.id;
    advance(server.app.games.leaseMs + 1);
    expect(await server.recover()).toEqual({ refunded: 0, settled: 0, left: 0 });
    advance(IDLE_MS);
    expect(await server.recover()).toEqual({ refunded: 0, settled: 1, left: 0 });
    expect(await server.recover()).toEqual({ refunded: 0, settled: 0, left: 0 });

    const round = (await table.session(me.token)).recent[0]!;
    expect(round).toMatchObject({ id, state: 'settled' });
    const actions = actionsOf(round);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action) => action === 'stand' || action === 'noInsurance')).toBe(true);
    const expected = engineSettlement(seeds, STAKE, actions);
    expect(round.payout).toBe(expected.totalPayout);
    expect(await wallet.cashOf(me.memberId)).toBe(CASH - STAKE + expected.totalPayout);
    expect(await kinds(id)).toEqual([':bet OK', ':win OK']);
  });

  it('an extra bet whose answer was lost is rolled back before the next decision', async () => {
    const me = await windowPlayer(wallet, server, { gameCode: 'blackjack', cash: CASH });
    const { answer, seeds } = await table.dealWhere(me, STAKE, doubles);
    const id = answer.round!.id;
    proxy.rules.bet = 'drop-answer';
    const lost = await table.act(me.token, id, 'double');
    expect([lost.statusCode, lost.json()]).toEqual([503, { status: 'wallet_unavailable' }]);
    delete proxy.rules.bet;
    expect(await stored(id)).toMatchObject({ state: 'debited', pendingAction: 'double', extraBets: 1 });
    expect(await wallet.cashOf(me.memberId)).toBe(CASH - 2 * STAKE);
    // The request that sent it may still be waiting for it: the hand is busy until its lease ends.
    expect((await table.act(me.token, id, 'stand')).statusCode).toBe(409);

    advance(server.app.games.leaseMs + 1);
    const done = await table.decide(me.token, id, 'stand');
    expect(actionsOf(done.round)).toEqual(['stand']);
    const expected = engineSettlement(seeds, STAKE, ['stand']);
    expect(done.round).toMatchObject({ state: 'settled', stake: STAKE, payout: expected.totalPayout });
    expect(await wallet.cashOf(me.memberId)).toBe(CASH - STAKE + expected.totalPayout);
    expect(await kinds(id)).toEqual([':bet OK', ':bet:1 OK refunded', ':rollback:1 OK', ':win OK']);
  });

  it('recovery rolls a lost extra bet back, then stands the hand', async () => {
    const me = await windowPlayer(wallet, server, { gameCode: 'blackjack', cash: CASH });
    const { answer, seeds } = await table.dealWhere(me, STAKE, doubles);
    const id = answer.round!.id;
    proxy.rules.bet = 'refuse';
    expect((await table.act(me.token, id, 'double')).statusCode).toBe(503);
    delete proxy.rules.bet;
    advance(IDLE_MS + 1);
    expect(await server.recover()).toEqual({ refunded: 0, settled: 1, left: 0 });
    const round = await stored(id);
    expect(round).toMatchObject({ state: 'settled', pendingAction: null, stake: STAKE });
    const expected = engineSettlement(seeds, STAKE, actionsOf((await table.session(me.token)).recent[0]!));
    expect(round.payout).toBe(expected.totalPayout);
    expect(await wallet.cashOf(me.memberId)).toBe(CASH - STAKE + expected.totalPayout);
    // The bet never arrived: the rollback left a marker under its id that bars it for good.
    expect(await kinds(id)).toEqual([
      ':bet OK',
      ':bet:1 TRANSACTION_ROLLED_BACK refunded',
      ':rollback:1 OK',
      ':win OK',
    ]);
  });
});
