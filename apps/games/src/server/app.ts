import Fastify, { type FastifyInstance } from 'fastify';
import type { GamesConfig } from './config.ts';
import type { GamesDb } from './db/client.ts';
import { createGameInfo, type ReadGameInfo } from './games/game-info.service.ts';
import { clientRoutes } from './http/client.routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { fairnessRoutes } from './http/fairness.routes.ts';
import type { GamesContext } from './http/games-context.ts';
import { InFlight, safeLoggerOptions } from '@haneul/server-kit';
import { publicRoutes } from './http/public.routes.ts';
import { roundRoutes } from './http/round.routes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { roundLeaseMs } from './rounds/play-round.service.ts';
import { createSessionAuth } from './session/session-auth.ts';
import { findWindowSession } from './session/window-sessions.queries.ts';
import { createWalletClient, type WalletClient } from './wallet/wallet-client.ts';

export interface BuildGamesAppOptions {
  db: GamesDb;
  config: Pick<
    GamesConfig,
    'apiUrl' | 'providerSecret' | 'walletTimeoutMs' | 'clientDir' | 'logLevel' | 'siteOrigin' | 'production'
  >;
  /** Injected by tests: a clock they can move, a wallet stand-in, a cheaper RTP source. */
  clock?: () => Date;
  wallet?: WalletClient;
  gameInfo?: ReadGameInfo;
  /** Where log lines go (stdout when omitted); tests read them. */
  logStream?: { write(line: string): void };
}

export interface GamesApp {
  app: FastifyInstance;
  context: GamesContext;
}

/** The game server: the round API under /api, the public lookups, /healthz and the game window. */
export async function buildGamesApp(options: BuildGamesAppOptions): Promise<GamesApp> {
  const { config } = options;
  const logger = {
    ...safeLoggerOptions(config.logLevel),
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
  const app = Fastify({ logger, bodyLimit: 16 * 1024 });
  const wallet =
    options.wallet ??
    createWalletClient({
      apiUrl: config.apiUrl,
      secret: config.providerSecret,
      timeoutMs: config.walletTimeoutMs,
    });
  const clock = options.clock ?? (() => new Date());
  const context: GamesContext = {
    db: options.db,
    wallet,
    auth: createSessionAuth({ wallet, findWindow: (hash) => findWindowSession(options.db, hash, clock()) }),
    clock,
    leaseMs: roundLeaseMs(config.walletTimeoutMs),
    inFlight: new InFlight(),
    gameInfo: options.gameInfo ?? createGameInfo(),
  };
  registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  roundRoutes(app, context);
  fairnessRoutes(app, context);
  publicRoutes(app, context);
  await clientRoutes(app, { clientDir: config.clientDir });
  return { app, context };
}
