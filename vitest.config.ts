import { defineConfig } from 'vitest/config';

const INCLUDE = [
  'packages/*/src/**/*.test.ts',
  'apps/*/src/**/*.test.ts',
  'integration/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * Test files that change what a process shares (environment variables, spies and mocks on
 * modules): each runs in a fresh process of its own. Every other file shares its worker's
 * imported modules with the files before it, which spares a second or more of imports per file.
 */
const ISOLATED = [
  'apps/web/src/app/api/routes/[[]call]/route-attacks.test.ts',
  'apps/web/src/app/api/routes/[[]call]/route.test.ts',
  'apps/web/src/features/proxy/session-cookie.test.ts',
  'apps/web/src/features/proxy/forward-call.test.ts',
  'apps/api/src/modules/catalog/bet-list.test.ts',
  'apps/api/src/modules/provider/authenticate.test.ts',
  'apps/api/src/modules/provider/wallet.test.ts',
  'apps/api/src/modules/provider/wallet-concurrency.test.ts',
  'apps/api/src/modules/provider/provider-signature.test.ts',
  'apps/api/src/modules/balance/concurrency.test.ts',
  'apps/api/src/modules/stream/two-instances.test.ts',
  'apps/api/src/wallet-listener.test.ts',
  'apps/api/src/server-boot.test.ts',
  'apps/backoffice/src/agent/agent-session.test.ts',
  'apps/backoffice/src/lib/staff-auth-provider.test.ts',
  'apps/backoffice/src/lib/data-provider.test.ts',
  'apps/games/src/client/api/api.test.ts',
  'integration/src/games/transfer-wallet.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two at once on two cores: the database tests spend much of their time waiting on PostgreSQL.
    maxWorkers: 2,
    globalSetup: ['scripts/testing/compile-servers.ts', 'scripts/testing/pglite-image.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
