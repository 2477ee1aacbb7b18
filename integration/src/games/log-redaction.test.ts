import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLaunchAnswer } from '@haneul/games/src/protocol/round-api.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@haneul/games/src/server/app.ts';
import { windowSessions } from '@haneul/games/src/server/db/schema.ts';
import {
  createGamesTestDatabase,
  type GamesTestDatabase,
} from '@haneul/games/src/server/testing/games-test-database.ts';
import { GAMES_TEST_SECRET, startWalletHarness, type WalletHarness } from '../testing/wallet-harness.ts';

/**
 * The audit found `/play?token=…` in the game server's log. A launch now logs the page it opened
 * and the launch it redeemed, and neither the launch code, nor the window's session, nor the
 * wallet's token.
 */
describe('what a game launch logs', () => {
  let wallet: WalletHarness;
  let database: GamesTestDatabase;
  let games: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    wallet = await startWalletHarness('pglite');
    database = await createGamesTestDatabase('pglite');
    games = await buildApp({
      db: database.db,
      config: {
        apiUrl: wallet.apiUrl,
        providerSecret: GAMES_TEST_SECRET,
        walletTimeoutMs: 2_000,
        handIdleMs: 600_000,
        clientDir: '/nonexistent/haneul-games-client',
        logLevel: 'info',
        siteOrigin: 'http://localhost:3000',
        production: false,
        trustProxy: false,
      },
      logStream: { write: (line) => void lines.push(line) },
    });
    await games.ready();
  });
  afterAll(async () => {
    await games?.close();
    await database?.destroy();
    await wallet?.destroy();
  });

  it('holds the paths it served, and no launch code or token', async () => {
    const { launchCode } = await wallet.launchGame({ gameCode: 'sky-palace' });
    await games.inject({ method: 'GET', url: `/play?launch=${launchCode}&game=sky-palace&lang=ko` });
    const launched = await games.inject({ method: 'POST', url: '/api/launch', payload: { launchCode } });
    const { session } = ZLaunchAnswer.parse(launched.json());
    await games.inject({
      method: 'POST',
      url: '/api/session',
      payload: {},
      headers: { authorization: `Bearer ${session}` },
    });
    const [window] = await database.db.select().from(windowSessions);

    const log = lines.join('');
    expect(log).toContain('"url":"/play"');
    expect(log).toContain('"url":"/api/launch"');
    for (const secret of [launchCode, session, window?.walletToken ?? 'no wallet token']) {
      expect(log).not.toContain(secret);
    }
  });
});
