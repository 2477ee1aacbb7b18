import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '@haneul/db/testing';
import { openGamesDatabase } from '@haneul/games/src/server/db/client.ts';
import { ZRoundAnswer, type TRoundView } from '@haneul/games/src/protocol/round-api.ts';
import { spawnGameServer, type GameServerProcess } from '../testing/game-server-process.ts';
import { GAMES_TEST_SECRET, startWalletHarness, type WalletHarness } from '../testing/wallet-harness.ts';
import { ZLaunchAnswer } from '@haneul/games/src/protocol/round-api.ts';
import { startWalletProxy, type WalletProxy } from '../testing/wallet-proxy.ts';

const CASH = 50_000;

describe('a game server killed in the middle of a round', () => {
  let wallet: WalletHarness;
  let proxy: WalletProxy;
  let gamesDbName: string;
  let env: Record<string, string>;
  const servers: GameServerProcess[] = [];

  beforeAll(async () => {
    wallet = await startWalletHarness('postgres');
    proxy = await startWalletProxy(wallet.apiUrl);
    // An empty database: the server's boot migrates it; the restart finds the dead run's rounds there.
    gamesDbName = `haneul_games_crash_${randomBytes(6).toString('hex')}`;
    env = {
      API_URL: proxy.url,
      GAMES_DATABASE_URL: await createPostgresDatabase(gamesDbName),
      GAMES_WALLET_TIMEOUT_MS: '1000',
      GAMES_RECOVERY_INTERVAL_MS: '250',
      LOG_LEVEL: 'info',
      PROVIDER_HANEUL_SECRET: GAMES_TEST_SECRET,
    };
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await proxy?.close();
    await wallet?.destroy();
    if (gamesDbName) await dropPostgresDatabase(gamesDbName);
  });

  const start = async () => {
    const server = await spawnGameServer(env);
    servers.push(server);
    return server;
  };

  it('settles the round exactly once after a restart', async () => {
    const player = await wallet.launchGame({ gameCode: 'baccarat', cash: CASH });
    proxy.rules.win = 'hold';
    const first = await start();
    const launched = await fetch(`${first.url}/api/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchCode: player.launchCode }),
    });
    const { session } = ZLaunchAnswer.parse(await launched.json());
    const dealing = fetch(`${first.url}/api/baccarat/deal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bets: { player: 5_000, banker: 5_000 } }),
    }).catch((error: unknown) => error);

    // The bet landed and the win is on its way: the server dies before the wallet sees it.
    const win = await proxy.nextHeld('win');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(await dealing).toBeInstanceOf(Error);
    const roundId = String(win.body.roundId);
    expect(await wallet.cashOf(player.memberId)).toBe(CASH - 10_000);
    // The dead server's win still arrives, late; the restarted server sends its own as well.
    delete proxy.rules.win;
    await win.release({ deliver: true });

    const second = await start();
    let round: TRoundView | undefined;
    for (let tries = 0; tries < 150 && round?.state !== 'settled'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      round = ZRoundAnswer.parse(await (await fetch(`${second.url}/api/rounds/${roundId}`)).json()).round;
    }
    expect(round?.state, second.output()).toBe('settled');
    expect(round?.payout).toBe(round?.baccarat?.settlement.totalPayout);
    const records = await wallet.walletRecords(roundId);
    expect(records.map((r) => `${r.kind}:${r.status}:${r.amount}`).sort()).toEqual([
      'bet:OK:10000',
      `win:OK:${round?.payout}`,
    ]);
    expect(await wallet.cashOf(player.memberId)).toBe(CASH - 10_000 + (round?.payout ?? 0));
    // The restarted server's rounds, read from the database both servers shared, against the wallet.
    const games = await openGamesDatabase({ engine: 'postgres', url: env.GAMES_DATABASE_URL ?? '' });
    try {
      await wallet.reconcile(games.db, new Date());
    } finally {
      await games.close();
    }
    expect(second.output()).toContain('recovery pass');

    // A graceful stop: SIGTERM ends the process cleanly.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
