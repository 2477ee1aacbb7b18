import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built site (:3400) and the API (:4400) on a
 * throwaway PostgreSQL database that `scripts/e2e-server.ts` creates, seeds and drops. The name is
 * chosen here, once, in the runner: workers inherit the environment, so specs reach the same
 * database (E2E_DATABASE_URL) to seed their own data.
 */
const dbName = (process.env.E2E_DB_NAME ??= `haneul_e2e_${randomBytes(5).toString('hex')}`);
process.env.E2E_DATABASE_URL ??= `postgres://postgres@127.0.0.1:5432/${dbName}`;

// The ports move together with scripts/e2e-server.ts's (E2E_*_PORT), so two checkouts can run at once.
const baseURL = `http://localhost:${process.env.E2E_WEB_PORT ?? '3400'}`;

/**
 * Specs that change what every visitor sees or what every spec relies on (the catalogue's
 * switches, site settings, home content: popups over every page, banners, notices; the desk's
 * shared queues) or that hold the whole ledger still while they run (the proxy fuzz). They run one
 * at a time, after the rest, which run two at once: each of those seeds its own members and
 * touches nothing another spec reads. `npm test` runs the two projects as two runs (the second
 * with --no-deps), so a failure in the first does not leave the second unrun.
 */
const SITE_WIDE = [
  'backoffice.spec.ts',
  'backoffice-polish.spec.ts',
  'backoffice-sport.spec.ts',
  'banners.spec.ts',
  'content-language.spec.ts',
  'game-protection.spec.ts',
  'lobby.spec.ts',
  'popups.spec.ts',
  'proxy-fuzz.spec.ts',
].map((file) => `**/${file}`);

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous on purpose: CI hosts have run at less than half this machine's speed, and a timeout
  // here only says how long a broken step may hang before it is reported, never how fast it must be.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'member-scoped', testIgnore: SITE_WIDE, use: chromium },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['member-scoped'], workers: 1, use: chromium },
  ],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_DB_NAME: dbName },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
