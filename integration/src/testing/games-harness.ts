import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestEngine } from '@haneul/db/testing';
import { buildApp } from '@haneul/games/src/server/app.ts';
import type { ReadGameInfo } from '@haneul/games/src/server/modules/games/game-info.service.ts';
import {
  recoverRounds,
  type RecoveryReport,
} from '@haneul/games/src/server/modules/rounds/recovery.service.ts';
import {
  createGamesTestDatabase,
  type GamesTestDatabase,
} from '@haneul/games/src/server/testing/games-test-database.ts';
import { GAMES_TEST_SECRET, type WalletHarness } from './wallet-harness.ts';
import { ZLaunchAnswer } from '@haneul/games/src/protocol/round-api.ts';

/**
 * Real time plus an offset tests can move forward (leases, recovery, rate limits), never back. The
 * wallet client signs with it too: a test moving it minutes must move the wallet's clock alike.
 */
export interface MovableClock {
  (): Date;
  advance(ms: number): void;
}

function createMovableClock(): MovableClock {
  let offset = 0;
  const clock = (() => new Date(Date.now() + offset)) as MovableClock;
  clock.advance = (ms) => {
    offset += ms;
  };
  return clock;
}

export interface GamesHarness {
  app: FastifyInstance;
  database: GamesTestDatabase;
  clock: MovableClock;
  /** A request to the game server as the window sends it (a Bearer token, a JSON body). */
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string; body?: unknown },
  ): Promise<LightMyRequestResponse>;
  /** Redeems a game URL's launch code as the window does; answers the window's session token. */
  join(launchCode: string): Promise<string>;
  /** One recovery pass, as the server's loop runs it. */
  recover(): Promise<RecoveryReport>;
  destroy(): Promise<void>;
}

/** The game server on a fresh games database of `engine`, talking to the wallet at `apiUrl`. */
export async function startGamesHarness({
  engine,
  apiUrl,
  walletTimeoutMs = 2_000,
  handIdleMs = 600_000,
  clientDir = '/nonexistent/haneul-games-client',
  gameInfo,
}: {
  engine: TestEngine;
  apiUrl: string;
  walletTimeoutMs?: number;
  handIdleMs?: number;
  clientDir?: string;
  gameInfo?: ReadGameInfo;
}): Promise<GamesHarness> {
  const database = await createGamesTestDatabase(engine);
  const clock = createMovableClock();
  const app = await buildApp({
    db: database.db,
    config: {
      apiUrl,
      providerSecret: GAMES_TEST_SECRET,
      walletTimeoutMs,
      handIdleMs,
      clientDir,
      logLevel: 'silent',
      siteOrigin: 'http://localhost:3000',
      production: false,
      trustProxy: false,
    },
    clock,
    gameInfo,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    call: (method, url, { token, body } = {}) =>
      app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    join: async (launchCode) => {
      const res = await app.inject({ method: 'POST', url: '/api/launch', payload: { launchCode } });
      return ZLaunchAnswer.parse(res.json()).session;
    },
    recover: () => recoverRounds({ ...app.games, log: app.log }),
    destroy: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** A funded member at a game window of `server`: launched through the API, redeemed by the window. */
export async function windowPlayer(
  wallet: WalletHarness,
  server: GamesHarness,
  options: { gameCode: string; cash?: number },
): Promise<{ memberId: number; token: string }> {
  const { memberId, launchCode } = await wallet.launchGame(options);
  return { memberId, token: await server.join(launchCode) };
}
