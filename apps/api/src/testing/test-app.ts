import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '@haneul/db';
import { createTestDatabase, type TestDatabase, type TestEngine } from '@haneul/db/testing';
import type { CallName } from '@haneul/contract';
import { callTable } from '@haneul/contract';
import { buildApp } from '../app.ts';
import type { TransferClient } from '../modules/game-wallet/transfer-client.ts';

/**
 * The built-in provider's wallet secret in API tests. The API reads secrets from the environment
 * (there is no default any more), so every test app sets it unless a test already did.
 */
export const TEST_PROVIDER_SECRET = 'test-provider-secret-of-32-bytes-or-more';

/** A clock tests can move: `clock.advance(ms)`. */
export interface TestClock {
  (): Date;
  set(date: Date): void;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2026-11-22T03:00:00Z')): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (date) => {
    now = date.getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

/** Who a test call comes from: a bearer token, the client address the API sees, extra headers. */
export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  /** POSTs a contract call straight to the API, as the proxy would; a string is a bearer token. */
  call(name: CallName, body?: unknown, from?: string | CallOptions): Promise<LightMyRequestResponse>;
  destroy(): Promise<void>;
}

/** A fresh API on a fresh database of the given engine; share one per test file. */
export async function createTestApp(
  engine: TestEngine,
  options: {
    beforeReady?: (app: FastifyInstance, database: TestDatabase) => void;
    /** A transfer-wallet provider stand-in (modules/game-wallet). */
    transferClient?: TransferClient;
    /** What the app reads as its replica (another test database: lib/read-replica.ts). */
    replicaDb?: Db;
  } = {},
): Promise<TestApp> {
  process.env.PROVIDER_HANEUL_SECRET ??= TEST_PROVIDER_SECRET;
  const database = await createTestDatabase(engine);
  const clock = createTestClock();
  const app = await buildApp({
    db: database.db,
    clock,
    config: { gamesUrl: 'http://localhost:4100', production: false },
    logLevel: 'silent',
    ...(options.transferClient ? { transferClient: options.transferClient } : {}),
    ...(options.replicaDb ? { replicaDb: options.replicaDb } : {}),
  });
  options.beforeReady?.(app, database);
  await app.ready();
  return {
    app,
    database,
    clock,
    call: (name, body = {}, from = {}) => {
      const { token, ip, headers = {} } = typeof from === 'string' ? { token: from } : from;
      return app.inject({
        method: 'POST',
        url: callTable[name].path,
        payload: body as object,
        remoteAddress: ip ?? '127.0.0.1',
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      });
    },
    destroy: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
