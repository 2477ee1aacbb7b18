import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Db } from '@haneul/db';
import {
  helmetHeaders,
  InFlight,
  registerErrorHandler,
  registerSecurityHeaders,
  safeLoggerOptions,
  systemClock,
  type Clock,
} from '@haneul/server-kit';
import { registerSession } from './plugins/session.ts';
import { registerAccessCheck } from './plugins/access-guard.ts';
import { backofficeStatic } from './plugins/backoffice-static.ts';
import type { TEnv } from './plugins/env.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { levelRoutes } from './modules/level/level.routes.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { gameWalletRoutes } from './modules/game-wallet/game-wallet.routes.ts';
import { createTransferClient, type TransferClient } from './modules/game-wallet/transfer-client.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { balanceRoutes } from './modules/balance/balance.routes.ts';
import { providerRoutes } from './modules/provider/provider.routes.ts';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes.ts';
import { agentRoutes } from './modules/agent/agent.routes.ts';
import { sportRoutes } from './modules/sport/sport.routes.ts';
import { protectionRoutes } from './modules/protection/protection.routes.ts';
import { streamRoutes } from './modules/stream/stream.routes.ts';
import { createEventBus, type EventBus } from './lib/events/event-bus.ts';
import { inProcessTransport } from './lib/events/in-process-transport.ts';
import { forgetOnEvents, liveEvents, type LiveEvents } from './lib/events/live-events.ts';
import { createMemberCache, type MemberCache } from './lib/member-cache.ts';
import { readReplica, type ReadReplica } from './lib/read-replica.ts';
import {
  createWalletBatcher,
  singleWalletCalls,
  type WalletCaller,
} from './modules/provider/wallet-batcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** What the back office's reports and history lists read (lib/read-replica.ts). */
    replica: ReadReplica;
    clock: Clock;
    config: AppConfig;
    /** Running route handlers; the shutdown waits for them before closing the database. */
    inFlight: InFlight;
    /** Messages between API instances (lib/events): what the streams hear. */
    bus: EventBus;
    /** What modules say after a change commits (lib/events/live-events.ts). */
    live: LiveEvents;
    /** Session lookups and health rows between a member's requests, forgotten on every change. */
    memberCache: MemberCache;
    /** The transfer API of transfer-wallet providers (modules/game-wallet). */
    transfers: TransferClient;
    /** How wallet money calls reach the database: group commit, or each alone. */
    walletCalls: WalletCaller;
  }
}

/** What the modules need to know of the environment. */
export interface AppConfig {
  gamesUrl: string;
  production: boolean;
}

export interface BuildAppOptions {
  db: Db;
  /**
   * A streaming replica of `db` (REPLICA_DATABASE_URL) for the reads that may lag a moment behind:
   * the back office's reports and history lists. Omitted, they read `db`.
   */
  replicaDb?: Db;
  config: AppConfig;
  clock?: Clock;
  logLevel?: TEnv['LOG_LEVEL'];
  trustProxy?: string;
  /** Where log lines go (stdout when omitted); tests read them. */
  logStream?: { write(line: string): void };
  /**
   * Whether this server answers the wallet protocol (`/provider/*`). False when the wallet has a
   * listener of its own (`PROVIDER_PORT`, `buildWalletApp`), so the public port does not serve it.
   */
  walletRoutes?: boolean;
  /**
   * The bus between instances (server.ts picks PostgreSQL or Redis); one of this process alone
   * when omitted, closed with the app. The API and the wallet's listener share one.
   */
  bus?: EventBus;
  /** Injected by tests: a provider stand-in for the transfer API. */
  transferClient?: TransferClient;
  /**
   * Group commit for wallet money calls (modules/provider/wallet-batcher.ts), on unless false
   * (`WALLET_GROUP_COMMIT=0`: the bench compares both).
   */
  walletGroupCommit?: boolean;
}

/** How long a transfer-wallet provider has to answer one transfer call. */
const TRANSFER_TIMEOUT_MS = 5_000;

/** What every API listener has: the database, the clock, validation, headers, errors, `/healthz`. */
async function createServer(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...safeLoggerOptions(options.logLevel ?? 'info'),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 64 * 1024,
  });
  app.decorate('db', options.db);
  app.decorate('replica', readReplica(options.db, options.replicaDb));
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('config', options.config);
  app.decorate('inFlight', new InFlight());
  const bus = options.bus ?? (await createEventBus(inProcessTransport(), (error) => app.log.error(error)));
  if (!options.bus) app.addHook('onClose', () => bus.close());
  app.decorate('bus', bus);
  const memberCache = createMemberCache();
  const stopForgetting = forgetOnEvents(bus, memberCache);
  app.addHook('onClose', async () => stopForgetting());
  app.decorate('memberCache', memberCache);
  app.decorate('live', liveEvents(bus, memberCache));
  app.decorate(
    'transfers',
    options.transferClient ?? createTransferClient({ timeoutMs: TRANSFER_TIMEOUT_MS, clock: app.clock }),
  );
  app.decorate(
    'walletCalls',
    options.walletGroupCommit === false ? singleWalletCalls(options.db) : createWalletBatcher(options.db),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app, { defaults: helmetHeaders() });
  registerErrorHandler(app);
  app.get('/healthz', async () => {
    await options.db.execute(sql`select 1`);
    return { status: 'success' };
  });
  return app;
}

/** The API server: every member call of the contract, the back office and agent page, plus `/healthz`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createServer(options);
  registerSession(app);
  registerAccessCheck(app);
  await app.register(userRoutes);
  await app.register(levelRoutes);
  await app.register(communityRoutes);
  await app.register(catalogRoutes);
  await app.register(balanceRoutes);
  await app.register(gameWalletRoutes);
  await app.register(sportRoutes);
  await app.register(protectionRoutes);
  await app.register(streamRoutes);
  if (options.walletRoutes ?? true) await app.register(providerRoutes);
  await app.register(backofficeRoutes);
  await app.register(agentRoutes);
  await app.register(backofficeStatic);
  return app;
}

/**
 * The wallet protocol alone, for its own listener (`PROVIDER_PORT`, bound to an internal address):
 * game servers reach it there, and the public API port does not serve `/provider/*` at all.
 */
export async function buildWalletApp(
  options: Omit<BuildAppOptions, 'walletRoutes'>,
): Promise<FastifyInstance> {
  const app = await createServer(options);
  await app.register(providerRoutes);
  return app;
}
