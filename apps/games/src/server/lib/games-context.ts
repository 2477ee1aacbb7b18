import type { Clock, InFlight, RateLimiter } from '@haneul/server-kit';
import type { GamesDb } from '../db/client.ts';
import type { ReadGameInfo } from '../modules/games/game-info.service.ts';
import type { SessionAuth } from '../modules/session/session-auth.ts';
import type { WalletClient } from '../wallet/wallet-client.ts';

/** The game server's limits per key: each answers 429 `time` past its count (plugins/rate-limits.ts). */
export interface GamesLimits {
  /** Launch codes the wallet refused, per client address. */
  refusedLaunches: RateLimiter;
  /** Calls made with one window session (start, spins, deals, decisions, seed changes). */
  windowCalls: RateLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the game server's modules work with, built once by `buildApp`. One decoration under
     * its own name, so it never meets the API's (`db`, `clock`...) where both apps are compiled.
     */
    games: GamesContext;
  }
}

export interface GamesContext {
  db: GamesDb;
  wallet: WalletClient;
  auth: SessionAuth;
  clock: Clock;
  /** How long a round's opening request owns it before recovery may take it over. */
  leaseMs: number;
  /** How long a blackjack hand is the player's after each decision before recovery stands it. */
  handIdleMs: number;
  /** Running rounds and seed changes: the shutdown waits for them. */
  inFlight: InFlight;
  gameInfo: ReadGameInfo;
  limits: GamesLimits;
}
