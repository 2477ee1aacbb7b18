import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { BUILT_IN_TRANSFER_PROVIDER_CODE, DEMO_PROVIDER_CODE } from '@haneul/contract';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  InFlight,
  registerErrorHandler,
  registerSecurityHeaders,
  safeLoggerOptions,
  systemClock,
  type Clock,
} from '@haneul/server-kit';
import type { GamesDb } from './db/client.ts';
import type { GamesContext } from './lib/games-context.ts';
import { fairnessRoutes } from './modules/fairness/fairness.routes.ts';
import { createGameInfo, type ReadGameInfo } from './modules/games/game-info.service.ts';
import { gameInfoRoutes } from './modules/games/game-info.routes.ts';
import { blackjackRoutes } from './modules/blackjack/blackjack.routes.ts';
import { findWindowSession } from './modules/launch/window-sessions.queries.ts';
import { launchRoutes } from './modules/launch/launch.routes.ts';
import { roundLeaseMs } from './modules/rounds/play-round.service.ts';
import { roundsRoutes } from './modules/rounds/rounds.routes.ts';
import { createSessionAuth } from './modules/session/session-auth.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { protectionRoutes } from './modules/protection/protection.routes.ts';
import type { GamesConfig } from './plugins/config.ts';
import { gameWindow } from './plugins/game-window.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { createGamesLimits } from './plugins/rate-limits.ts';
import { gamesHeaderSets } from './plugins/security-headers.ts';
import { answerWalletFailure } from './plugins/wallet-failure.ts';
import { registerWindowSession } from './plugins/window-session.ts';
import { transferRoutes } from './modules/transfer/transfer.routes.ts';
import { createRoutedWallet } from './wallet/routed-wallet.ts';
import { createTransferModeWallet } from './wallet/transfer-mode-wallet.ts';
import { createWalletClient, type WalletClient } from './wallet/wallet-client.ts';

export interface BuildAppOptions {
  db: GamesDb;
  config: Pick<
    GamesConfig,
    | 'apiUrl'
    | 'providerSecret'
    | 'walletTimeoutMs'
    | 'handIdleMs'
    | 'clientDir'
    | 'logLevel'
    | 'siteOrigin'
    | 'production'
    | 'trustProxy'
  >;
  /**
   * Injected by tests: a clock they can move, a wallet stand-in (the API's side of both providers'
   * calls), a cheaper RTP source.
   */
  clock?: Clock;
  wallet?: WalletClient;
  gameInfo?: ReadGameInfo;
  /** Where log lines go (stdout when omitted); tests read them. */
  logStream?: { write(line: string): void };
}

/** The game server: the round API under /api, /healthz and the game window's pages. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      ...safeLoggerOptions(config.logLevel),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
  });
  const clock = options.clock ?? systemClock;
  const apiWallet = (providerCode: string) =>
    options.wallet ??
    createWalletClient({
      apiUrl: config.apiUrl,
      providerCode,
      secret: config.providerSecret,
      timeoutMs: config.walletTimeoutMs,
      clock,
    });
  const wallet = createRoutedWallet({
    db: options.db,
    seamless: apiWallet(DEMO_PROVIDER_CODE),
    transfer: createTransferModeWallet({ db: options.db, api: apiWallet(BUILT_IN_TRANSFER_PROVIDER_CODE) }),
  });
  const games: GamesContext = {
    db: options.db,
    wallet,
    auth: createSessionAuth({
      wallet,
      clock,
      findWindow: (hash) => findWindowSession(options.db, hash, clock()),
    }),
    clock,
    leaseMs: roundLeaseMs(config.walletTimeoutMs),
    handIdleMs: config.handIdleMs,
    inFlight: new InFlight(),
    gameInfo: options.gameInfo ?? createGameInfo(),
    limits: createGamesLimits(clock),
  };
  app.decorate('games', games);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const headers = gamesHeaderSets(config);
  registerSecurityHeaders(app, { defaults: headers.data });
  registerNoStore(app);
  registerErrorHandler(app, { answerFor: answerWalletFailure });
  registerWindowSession(app);
  app.get('/healthz', async () => {
    await options.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  await app.register(launchRoutes);
  await app.register(sessionRoutes);
  await app.register(protectionRoutes);
  await app.register(roundsRoutes);
  await app.register(blackjackRoutes);
  await app.register(fairnessRoutes);
  await app.register(gameInfoRoutes);
  await app.register(transferRoutes(config.providerSecret));
  await gameWindow(app, { clientDir: config.clientDir, headers });
  return app;
}
