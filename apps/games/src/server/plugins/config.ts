import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { assertProductionProviderSecrets } from '@haneul/server-kit';
import type { GamesDatabaseOptions } from '../db/client.ts';

/** An unset or blank variable both mean "use the default" (an empty secret must not sign). */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const ZGamesEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  GAMES_HOST: z.string().default('0.0.0.0'),
  API_URL: z.url().default('http://localhost:4000'),
  /** The member site that opens (or an operator's page that embeds) the game window. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** The wallet secret the API shares; `npm start` generates one per install. */
  PROVIDER_HANEUL_SECRET: optionalText.pipe(
    z.string({ error: 'is not set: the wallet secret the API checks (npm start generates one)' }),
  ),
  /** PostgreSQL for the game server's own database; unset means PGlite in GAMES_DATA_DIR. */
  GAMES_DATABASE_URL: optionalText,
  GAMES_DATA_DIR: z.string().default('data/games'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long one wallet call may take before the round is left to recovery. */
  GAMES_WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** How often unfinished rounds are looked for. */
  GAMES_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How long a blackjack hand waits for the player's next decision before recovery stands it. */
  GAMES_HAND_IDLE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
  /**
   * Which proxies in front may set X-Forwarded-For (Fastify's `trustProxy`: addresses, CIDRs);
   * unset trusts none, so a client's address is its connection's. The per-address launch limit
   * counts by it: behind a load balancer, name the balancer.
   */
  GAMES_TRUST_PROXY: optionalText,
});

export interface GamesConfig {
  port: number;
  host: string;
  apiUrl: string;
  providerSecret: string;
  database: GamesDatabaseOptions;
  logLevel: z.infer<typeof ZGamesEnv>['LOG_LEVEL'];
  walletTimeoutMs: number;
  recoveryIntervalMs: number;
  /** A blackjack hand with no decision for this long is stood and paid by recovery. */
  handIdleMs: number;
  /** The member site's origin: the one origin allowed to frame the game window. */
  siteOrigin: string;
  /** NODE_ENV=production: the server is behind HTTPS, so browsers may be told to insist on it. */
  production: boolean;
  /** The built game window (Vite output): `apps/games/dist/client`. */
  clientDir: string;
  /** Proxies whose X-Forwarded-For is believed, or false for none. */
  trustProxy: string | false;
}

/** Where `npm run build -w @haneul/games` puts the game window. */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/**
 * Validated once at boot; a bad value stops the server with the reason. In production the wallet
 * secret must also be fit to sign money (32 bytes or more, never a published value).
 */
export function readGamesConfig(source: NodeJS.ProcessEnv): GamesConfig {
  const parsed = ZGamesEnv.safeParse(source);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${reasons.join('; ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') assertProductionProviderSecrets(source, ['PROVIDER_HANEUL_SECRET']);
  return {
    port: env.GAMES_PORT,
    host: env.GAMES_HOST,
    apiUrl: env.API_URL.replace(/\/+$/, ''),
    providerSecret: env.PROVIDER_HANEUL_SECRET,
    database: env.GAMES_DATABASE_URL
      ? { engine: 'postgres', url: env.GAMES_DATABASE_URL }
      : { engine: 'pglite', dataDir: env.GAMES_DATA_DIR },
    logLevel: env.LOG_LEVEL,
    walletTimeoutMs: env.GAMES_WALLET_TIMEOUT_MS,
    recoveryIntervalMs: env.GAMES_RECOVERY_INTERVAL_MS,
    handIdleMs: env.GAMES_HAND_IDLE_MS,
    siteOrigin: new URL(env.SITE_URL).origin,
    production: env.NODE_ENV === 'production',
    clientDir: DEFAULT_CLIENT_DIR,
    trustProxy: env.GAMES_TRUST_PROXY ?? false,
  };
}
