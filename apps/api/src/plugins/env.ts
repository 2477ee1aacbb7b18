import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /**
   * `transaction`: DATABASE_URL is a transaction-mode pooler (PgBouncer); statements go unnamed,
   * and DATABASE_DIRECT_URL is required (docs/cluster.md).
   */
  DATABASE_POOLER: z.enum(['transaction']).optional(),
  /** The primary itself, past the pooler: the migrator and LISTEN go there. */
  DATABASE_DIRECT_URL: z.string().optional(),
  /** A streaming replica the back office's reports and history lists read; unset, the primary. */
  REPLICA_DATABASE_URL: z.string().optional(),
  /**
   * Redis for the live events between API instances (pub/sub); unset, they go over PostgreSQL's
   * LISTEN/NOTIFY on DATABASE_URL (or stay in this process on the embedded database).
   */
  REDIS_URL: z.string().optional(),
  /** Where the embedded database lives when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('data'),
  GAMES_URL: z.url().default('http://localhost:4100'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which proxies may set X-Forwarded-*: the member site's server runs beside the API. */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * A listener of its own for the wallet protocol (`/provider/*`); unset serves it on API_PORT.
   * Set it in production so that only game servers, on an internal address, reach the wallet.
   */
  PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The wallet listener's address: internal by default. */
  PROVIDER_HOST: z.string().default('127.0.0.1'),
  /**
   * `1` runs the sportsbook's built-in demo feed in this process (`npm start` sets it): fixtures,
   * matches in play and results. One instance runs a feed; unset runs none.
   */
  SPORT_DEMO_FEED: z.enum(['0', '1']).default('0'),
  /**
   * `0` decides each wallet money call in its own statement and commit; by default the calls that
   * arrive together commit together (group commit: modules/provider/wallet-batcher.ts).
   */
  WALLET_GROUP_COMMIT: z.enum(['0', '1']).default('1'),
});
export type TEnv = z.infer<typeof ZEnv>;

/** Validated once at boot; a bad value stops the server with the reason. */
export function readEnv(source: NodeJS.ProcessEnv): TEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${reasons.join('; ')}`);
  }
  return parsed.data;
}
