import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_DIR, readGamesConfig } from './config.ts';

describe('games config', () => {
  it('has the documented defaults: port 4100, the local API, the demo secret, PGlite in data/games', () => {
    expect(readGamesConfig({})).toEqual({
      port: 4100,
      host: '0.0.0.0',
      apiUrl: 'http://localhost:4000',
      providerSecret: 'haneul-demo-secret',
      demoSecret: true,
      database: { engine: 'pglite', dataDir: 'data/games' },
      logLevel: 'info',
      walletTimeoutMs: 5_000,
      recoveryIntervalMs: 10_000,
      clientDir: DEFAULT_CLIENT_DIR,
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
    });
    expect(config).toMatchObject({
      port: 4200,
      host: '127.0.0.1',
      apiUrl: 'http://api.internal:4000',
      providerSecret: 's3cret',
      demoSecret: false,
      database: { engine: 'postgres', url: 'postgres://games@db/games' },
      logLevel: 'warn',
      walletTimeoutMs: 2_500,
      recoveryIntervalMs: 1_000,
    });
    expect(readGamesConfig({ GAMES_DATABASE_URL: ' ', PROVIDER_HANEUL_SECRET: '' })).toMatchObject({
      database: { engine: 'pglite' },
      providerSecret: 'haneul-demo-secret',
    });
  });

  it('stops on a bad value with the reason', () => {
    expect(() => readGamesConfig({ GAMES_PORT: 'abc' })).toThrow(/GAMES_PORT/);
    expect(() => readGamesConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => readGamesConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
