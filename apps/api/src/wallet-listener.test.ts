import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@haneul/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, buildWalletApp } from './app.ts';
import { createTestClock, TEST_PROVIDER_SECRET } from './testing/test-app.ts';
import {
  createCatalogue,
  createPlayer,
  send,
  type WalletHarness,
} from './modules/provider/provider.test-helper.ts';
import { callTable } from '@haneul/contract';

/**
 * With `PROVIDER_PORT` the wallet protocol has a listener of its own (on an internal address) and
 * the public API port does not serve `/provider/*`: an attacker who can reach the site cannot even
 * try a signature.
 */
describe('the wallet on its own listener', () => {
  let database: TestDatabase;
  let publicApp: FastifyInstance;
  let walletApp: FastifyInstance;
  const clock = createTestClock();

  beforeAll(async () => {
    process.env.PROVIDER_HANEUL_SECRET ??= TEST_PROVIDER_SECRET;
    database = await createTestDatabase('pglite');
    const options = {
      db: database.db,
      clock,
      config: { gamesUrl: 'http://localhost:4100', production: false },
      logLevel: 'silent' as const,
    };
    publicApp = await buildApp({ ...options, walletRoutes: false });
    walletApp = await buildWalletApp(options);
    await createCatalogue(database.db, 'haneul');
  });
  afterAll(async () => {
    await publicApp.close();
    await walletApp.close();
    await database.destroy();
  });

  it('answers the wallet there, and 404 for /provider/* on the public port', async () => {
    const harness: WalletHarness = { app: walletApp, database, clock };
    const player = await createPlayer(harness, { gameCode: 'haneul-reels', cash: 9_000 });
    expect((await send(harness, 'balance', { token: player.token })).json()).toMatchObject({
      status: 'OK',
      balance: 9_000,
    });

    const res = await send({ ...harness, app: publicApp }, 'balance', { token: player.token });
    expect(res.statusCode).toBe(404);
  });

  it('serves nothing but the wallet and the health check on the wallet listener', async () => {
    expect(
      (await walletApp.inject({ method: 'POST', url: callTable['user-do-login'].path, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect((await walletApp.inject({ method: 'GET', url: '/backoffice/' })).statusCode).toBe(404);
    expect((await walletApp.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
