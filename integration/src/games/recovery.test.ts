import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_ENGINES } from '@haneul/db/testing';
import { rounds } from '@haneul/games/src/server/db/schema.ts';
import { findWindowSession } from '@haneul/games/src/server/modules/launch/window-sessions.queries.ts';
import { hashWindowToken } from '@haneul/games/src/server/modules/launch/window-token.ts';
import { startGamesHarness, windowPlayer, type GamesHarness } from '../testing/games-harness.ts';
import { startWalletHarness, type WalletHarness } from '../testing/wallet-harness.ts';
import { startWalletProxy, type WalletProxy } from '../testing/wallet-proxy.ts';

const BET = 2_000;
const CASH = 20_000;
const BUSY_CALLS = [
  ['/api/slot/spin', { bet: BET }],
  ['/api/fairness/rotate', {}],
  ['/api/fairness/client-seed', { clientSeed: 'x' }],
] as const;

describe.each(TEST_ENGINES)('recovery of interrupted rounds (%s)', (engine) => {
  let wallet: WalletHarness;
  let proxy: WalletProxy;
  let server: GamesHarness;

  beforeAll(async () => {
    wallet = await startWalletHarness(engine);
    proxy = await startWalletProxy(wallet.apiUrl);
    server = await startGamesHarness({ engine, apiUrl: proxy.url, walletTimeoutMs: 5_000 });
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

  const spin = (token: string) => server.call('POST', '/api/slot/spin', { token, body: { bet: BET } });
  /** The player's only round, read straight from the games database. */
  const roundOf = async (memberId: number) => {
    const found = await server.database.db
      .select()
      .from(rounds)
      .where(eq(rounds.playerId, String(memberId)));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const kinds = async (roundId: string) =>
    (await wallet.walletRecords(roundId)).map((r) => `${r.kind}:${r.status}`).sort();
  const afterLease = () => server.clock.advance(server.app.games.leaseMs + 1);

  it('an open round whose bet landed but whose answer was lost is refunded once, after its lease', async () => {
    const player = await windowPlayer(wallet, server, { gameCode: 'sky-palace', cash: CASH });
    proxy.rules.bet = 'drop-answer';
    const res = await spin(player.token);
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'wallet_unavailable' }]);
    expect(await wallet.cashOf(player.memberId)).toBe(CASH - BET);
    expect((await roundOf(player.memberId)).state).toBe('open');
    delete proxy.rules.bet;
    // One unfinished round per player: the window is told to wait, seed changes too.
    for (const [url, body] of BUSY_CALLS) {
      const res = await server.call('POST', url, { token: player.token, body });
      expect([res.statusCode, res.json()]).toEqual([409, { status: 'busy' }]);
    }

    expect(await server.recover()).toEqual({ refunded: 0, settled: 0, left: 0 });
    afterLease();
    expect(await server.recover()).toEqual({ refunded: 1, settled: 0, left: 0 });
    const round = await roundOf(player.memberId);
    expect(round).toMatchObject({ state: 'refunded', walletToken: null, recoveryAttempts: 1 });
    expect(round.rollbackReference).toMatch(/^\d+$/);
    expect(await wallet.cashOf(player.memberId)).toBe(CASH);
    expect(await kinds(round.id)).toEqual(['bet:OK', 'rollback:OK']);
    expect(await server.recover()).toEqual({ refunded: 0, settled: 0, left: 0 });
  });

  it('an open round whose bet never arrived is refunded, and the bet can no longer land', async () => {
    const player = await windowPlayer(wallet, server, { gameCode: 'sky-palace', cash: CASH });
    proxy.rules.bet = 'refuse';
    expect((await spin(player.token)).statusCode).toBe(503);
    delete proxy.rules.bet;
    afterLease();
    expect(await server.recover()).toMatchObject({ refunded: 1 });
    const round = await roundOf(player.memberId);
    expect(round.state).toBe('refunded');
    // The lost bet turns up late (with the wallet token the window never saw): the wallet refuses
    // it, as the rollback recorded.
    const window = await findWindowSession(server.database.db, hashWindowToken(player.token), new Date());
    const late = await server.app.games.wallet.bet({
      token: window?.walletToken ?? '',
      transactionId: `${round.id}:bet`,
      roundId: round.id,
      gameCode: 'sky-palace',
      amount: BET,
    });
    expect(late.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await wallet.cashOf(player.memberId)).toBe(CASH);
  });

  it('a debited round is paid once, whether its win was lost on the way or only its answer', async () => {
    for (const rule of ['refuse', 'drop-answer'] as const) {
      const player = await windowPlayer(wallet, server, { gameCode: 'sky-palace', cash: CASH });
      proxy.rules.win = rule;
      expect((await spin(player.token)).statusCode).toBe(503);
      delete proxy.rules.win;
      const debited = await roundOf(player.memberId);
      expect(debited.state).toBe('debited');
      afterLease();
      expect(await server.recover()).toMatchObject({ settled: 1 });
      const round = await roundOf(player.memberId);
      expect(round).toMatchObject({ state: 'settled', walletToken: null });
      expect(await kinds(round.id)).toEqual(['bet:OK', 'win:OK']);
      expect(await wallet.cashOf(player.memberId)).toBe(CASH - BET + round.payout);
      // The window's history shows it like any other round.
      const session = (await server.call('POST', '/api/session', { token: player.token, body: {} })).json();
      expect(session.recent.map((r: { id: string; state: string }) => [r.id, r.state])).toEqual([
        [round.id, 'settled'],
      ]);
    }
  });

  it('recovery leaves a round when the wallet is unreachable and finishes it on a later pass', async () => {
    const player = await windowPlayer(wallet, server, { gameCode: 'sky-palace', cash: CASH });
    proxy.rules.bet = 'refuse';
    expect((await spin(player.token)).statusCode).toBe(503);
    proxy.rules.rollback = 'refuse';
    afterLease();
    expect(await server.recover()).toEqual({ refunded: 0, settled: 0, left: 1 });
    expect((await roundOf(player.memberId)).state).toBe('open');
    delete proxy.rules.rollback;
    // The failed attempt renewed the lease: the next pass waits for it too.
    expect(await server.recover()).toEqual({ refunded: 0, settled: 0, left: 0 });
    afterLease();
    expect(await server.recover()).toEqual({ refunded: 1, settled: 0, left: 0 });
    expect(await roundOf(player.memberId)).toMatchObject({ state: 'refunded', recoveryAttempts: 2 });
    expect(await wallet.cashOf(player.memberId)).toBe(CASH);
  });

  it('a bet answered after recovery took the round over is refunded, never paid as well', async () => {
    const player = await windowPlayer(wallet, server, { gameCode: 'sky-palace', cash: CASH });
    proxy.rules.bet = 'hold-answer';
    const playing = spin(player.token);
    const bet = await proxy.nextHeld('bet');
    // The bet landed; before its answer is back, the lease runs out and recovery claims the round.
    afterLease();
    expect(await server.recover()).toMatchObject({ refunded: 1 });
    await bet.release({ deliver: true });
    const res = await playing;
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'wallet_unavailable' }]);
    const round = await roundOf(player.memberId);
    expect(round.state).toBe('refunded');
    expect(await kinds(round.id)).toEqual(['bet:OK', 'rollback:OK']);
    expect(await wallet.cashOf(player.memberId)).toBe(CASH);
  });
});
