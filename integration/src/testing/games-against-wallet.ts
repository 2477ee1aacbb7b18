import { afterAll, beforeAll } from 'vitest';
import type { TestEngine } from '@haneul/db/testing';
import { startGamesHarness, type GamesHarness } from './games-harness.ts';
import { startWalletHarness, type WalletHarness } from './wallet-harness.ts';

export interface GamesAgainstWallet {
  readonly wallet: WalletHarness;
  readonly server: GamesHarness;
}

/**
 * For a describe block: the real API's wallet and a game server on it, started before its tests
 * and, after them, held to the reconciliation of both databases and stopped.
 */
export function gamesAgainstWallet(engine: TestEngine): GamesAgainstWallet {
  let wallet: WalletHarness | undefined;
  let server: GamesHarness | undefined;
  beforeAll(async () => {
    wallet = await startWalletHarness(engine);
    server = await startGamesHarness({ engine, apiUrl: wallet.apiUrl });
  });
  afterAll(async () => {
    if (wallet && server) await wallet.reconcile(server.database.db, server.clock());
    await server?.destroy();
    await wallet?.destroy();
  });
  const started = <T>(harness: T | undefined): T => {
    if (harness === undefined) throw new Error('the harness starts in beforeAll');
    return harness;
  };
  return {
    get wallet() {
      return started(wallet);
    },
    get server() {
      return started(server);
    },
  };
}
