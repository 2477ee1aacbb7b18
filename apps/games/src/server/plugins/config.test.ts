import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_DIR, readGamesConfig } from './config.ts';

const SECRET = 'a-wallet-secret-of-at-least-32-bytes';

describe('games config', () => {
  it('has the documented defaults: port 4100, the local API, PGlite in data/games', () => {
    expect(readGamesConfig({ PROVIDER_HANEUL_SECRET: SECRET })).toEqual({
      port: 4100,
      host: '0.0.0.0',
      apiUrl: 'http://localhost:4000',
      providerSecret: SECRET,
      database: { engine: 'pglite', dataDir: 'data/games' },
      logLevel: 'info',
      walletTimeoutMs: 5_000,
      recoveryIntervalMs: 10_000,
      handIdleMs: 600_000,
      siteOrigin: 'http://localhost:3000',
      production: false,
      clientDir: DEFAULT_CLIENT_DIR,
      trustProxy: false,
    });
    expect(DEFAULT_CLIENT_DIR).toMatch(/apps\/games\/dist\/client$/);
  });

  it('reads every variable; GAMES_DATABASE_URL means PostgreSQL; a blank one counts as unset', () => {
    const config = readGamesConfig({
      GAMES_PORT: '4200',
      GAMES_HOST: '127.0.0.1',
      API_URL: 'http://api.internal:4000/',
      PROVIDER_HANEUL_SECRET: 's3cret',
      GAMES_DATABASE_URL: 'postgres://games@db/games',
      LOG_LEVEL: 'warn',
      GAMES_WALLET_TIMEOUT_MS: '2500',
      GAMES_RECOVERY_INTERVAL_MS: '1000',
      GAMES_HAND_IDLE_MS: '120000',
      SITE_URL: 'https://casino.example/ko/',
      NODE_ENV: 'test',
      GAMES_TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config).toMatchObject({
      trustProxy: '10.0.0.0/8',
      port: 4200,
      host: '127.0.0.1',
      apiUrl: 'http://api.internal:4000',
      providerSecret: 's3cret',
      database: { engine: 'postgres', url: 'postgres://games@db/games' },
      logLevel: 'warn',
      walletTimeoutMs: 2_500,
      recoveryIntervalMs: 1_000,
      handIdleMs: 120_000,
      siteOrigin: 'https://casino.example',
      production: false,
    });
    expect(readGamesConfig({ GAMES_DATABASE_URL: ' ', PROVIDER_HANEUL_SECRET: SECRET })).toMatchObject({
      database: { engine: 'pglite' },
    });
  });

  it('has no wallet secret of its own: a missing or blank one stops the server', () => {
    expect(() => readGamesConfig({})).toThrow(/PROVIDER_HANEUL_SECRET: is not set/);
    expect(() => readGamesConfig({ PROVIDER_HANEUL_SECRET: ' ' })).toThrow(/PROVIDER_HANEUL_SECRET/);
  });

  it('in production, refuses a short or published secret', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => readGamesConfig({ ...production, PROVIDER_HANEUL_SECRET: 's3cret' })).toThrow(
      /Refusing to start in production: PROVIDER_HANEUL_SECRET is shorter than 32 bytes/,
    );
    expect(() => readGamesConfig({ ...production, PROVIDER_HANEUL_SECRET: 'haneul-demo-secret' })).toThrow(
      /published demo value/,
    );
    expect(readGamesConfig({ ...production, PROVIDER_HANEUL_SECRET: SECRET })).toMatchObject({
      providerSecret: SECRET,
      production: true,
    });
  });

  it('stops on a bad value with the reason', () => {
    const base = { PROVIDER_HANEUL_SECRET: SECRET };
    expect(() => readGamesConfig({ ...base, GAMES_PORT: 'abc' })).toThrow(/GAMES_PORT/);
    expect(() => readGamesConfig({ ...base, API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => readGamesConfig({ ...base, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    // The site's origin becomes a CSP source: only an http(s) URL can name one.
    for (const SITE_URL of ['not a url', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(() => readGamesConfig({ ...base, SITE_URL })).toThrow(/SITE_URL/);
    }
  });
});
