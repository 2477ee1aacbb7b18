import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEMO_PROVIDER_SECRET } from '@haneul/contract';
import type { GamesDatabaseOptions } from './db/client.ts';

/** An unset or blank variable both mean "use the default" (an empty secret must not sign). */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const ZGamesEnv = z.object({
  GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  GAMES_HOST: z.string().default('0.0.0.0'),
  API_URL: z.url().default('http://localhost:4000'),
  PROVIDER_HANEUL_SECRET: optionalText,
  /** PostgreSQL for the game server's own database; unset means PGlite in GAMES_DATA_DIR. */
  GAMES_DATABASE_URL: optionalText,
  GAMES_DATA_DIR: z.string().default('data/games'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long one wallet call may take before the round is left to recovery. */
  GAMES_WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** How often unfinished rounds are looked for. */
  GAMES_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

export interface GamesConfig {
  port: number;
  host: string;
  apiUrl: string;
  providerSecret: string;
  /** True when the demo secret is in use because none was configured. */
  demoSecret: boolean;
  database: GamesDatabaseOptions;
  logLevel: z.infer<typeof ZGamesEnv>['LOG_LEVEL'];
  walletTimeoutMs: number;
  recoveryIntervalMs: number;
  /** The built game window (Vite output): `apps/games/dist/client`. */
  clientDir: string;
}

/** Where `npm run build -w @haneul/games` puts the game window. */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Validated once at boot; a bad value stops the server with the reason. */
export function readGamesConfig(source: NodeJS.ProcessEnv): GamesConfig {
  const parsed = ZGamesEnv.safeParse(source);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${reasons.join('; ')}`);
  }
  const env = parsed.data;
  return {
    port: env.GAMES_PORT,
    host: env.GAMES_HOST,
    apiUrl: env.API_URL.replace(/\/+$/, ''),
    providerSecret: env.PROVIDER_HANEUL_SECRET ?? DEMO_PROVIDER_SECRET,
    demoSecret: env.PROVIDER_HANEUL_SECRET === undefined,
    database: env.GAMES_DATABASE_URL
      ? { engine: 'postgres', url: env.GAMES_DATABASE_URL }
      : { engine: 'pglite', dataDir: env.GAMES_DATA_DIR },
    logLevel: env.LOG_LEVEL,
    walletTimeoutMs: env.GAMES_WALLET_TIMEOUT_MS,
    recoveryIntervalMs: env.GAMES_RECOVERY_INTERVAL_MS,
    clientDir: DEFAULT_CLIENT_DIR,
  };
}
