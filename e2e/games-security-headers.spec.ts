import { expect, test, type Page, type Response } from '@playwright/test';
import { createFakeGameServer, type FakeGameServer } from './support/fake-game-server';
import { buildGamesIfStale } from './support/games-dist';

/**
 * The game window under the game server's real headers: the e2e game server (:4500) serves the
 * built window with its Content-Security-Policy, and the round API is answered by the fake through
 * page.route, so no wallet is involved. Every page must run without a single CSP report: a policy
 * too strict for the build (an inline script, Pixi's or zod's generated code) shows up here.
 */
const GAMES = `http://localhost:${process.env.E2E_GAMES_PORT ?? '4500'}`;

test.beforeAll(() => {
  test.setTimeout(180_000);
  // The server reads the files on each request: a fresh build is served without a restart.
  buildGamesIfStale();
});

/**
 * CSP and Permissions-Policy reports, collected from now on: the console's lines and every
 * `securitypolicyviolation` event. The event is needed too: a refused `new Function` that the
 * page catches (zod's probe for one) fires it without a line on the console.
 */
async function policyReports(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(text)) reports.push(text);
  });
  page.on('pageerror', (error) => reports.push(`pageerror: ${error.message}`));
  await page.exposeFunction('reportPolicyViolation', (line: string) => reports.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (line: string) => void })
        .reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return reports;
}

/** The policy's directives by name. */
function directives(response: Response | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (response?.headers()['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectWindowPolicy(response: Response | null, siteOrigin: string): void {
  const policy = directives(response);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  expect(policy.get('frame-ancestors')).toEqual([siteOrigin]);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
}

async function openGame(page: Page, gameCode: string, history = 5): Promise<FakeGameServer> {
  const fake = createFakeGameServer({ gameCode, history });
  await fake.install(page);
  return fake;
}

test.describe('under the policy, nothing is reported', () => {
  let reports: string[] = [];
  test.beforeEach(async ({ page }) => {
    reports = await policyReports(page);
  });
  // After each test, passed or failed, so a page that broke says what the policy refused.
  test.afterEach(() => {
    expect(reports, 'CSP and Permissions-Policy reports').toEqual([]);
  });

  test('a slot renders its reels and spins', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await openGame(page, 'sky-palace');
    const response = await page.goto(`${GAMES}/play?launch=launch-code-1&game=sky-palace`);
    expectWindowPolicy(response, new URL(baseURL!).origin);
    expect(response?.headers()['cross-origin-opener-policy']).toBe('unsafe-none');
    await expect(page.locator('.slot-stage[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.slot-stage canvas')).toBeVisible();
    const rows = page.locator('.history__row');
    await expect(rows).toHaveCount(5);
    await page.getByRole('button', { name: '스핀' }).click();
    await expect(rows).toHaveCount(6, { timeout: 30_000 });
  });

  test('baccarat deals a coup', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await openGame(page, 'baccarat');
    const response = await page.goto(`${GAMES}/play?launch=launch-code-1&game=baccarat`);
    expectWindowPolicy(response, new URL(baseURL!).origin);
    await expect(page.locator('.bead')).toHaveCount(5);
    await page.getByRole('radio', { name: '10,000원' }).click();
    await page.getByRole('button', { name: /^뱅커에 베팅/ }).click();
    await page.getByRole('button', { name: '딜' }).click();
    await expect(page.locator('.outcome-banner')).toBeVisible({ timeout: 20_000 });
  });

  test('the verify page replays a round', async ({ page, baseURL }) => {
    const fake = await openGame(page, 'dokkaebi-treasure', 3);
    const response = await page.goto(`${GAMES}/verify?round=r0002`);
    expectWindowPolicy(response, new URL(baseURL!).origin);
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
    await page.getByLabel('서버 시드').fill(fake.state.serverSeed);
    await expect(page.getByText('게임 전에 공개한 해시와 일치합니다.')).toBeVisible();
    await expect(page.getByText('저장된 게임 결과와 정확히 일치합니다.')).toBeVisible();
  });
});

test('only the member site may frame the window', async ({ page, context, baseURL }) => {
  const site = new URL(baseURL!);
  // Another origin on the same machine: Chromium lets a page reach a loopback address only from
  // one it knows is local, so both stand-in pages are loopback origins, granted that access.
  const other = `http://127.0.0.1:${site.port}`;
  for (const origin of [site.origin, other]) {
    await context.grantPermissions(['local-network-access'], { origin });
    await page.route(`${origin}/embeds-the-game`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe title="game" src="${GAMES}/verify?lang=en"></iframe>`,
      }),
    );
  }
  const reports = await policyReports(page);
  await page.goto(`${site.origin}/embeds-the-game`);
  await expect(page.frameLocator('iframe').getByLabel('Server seed')).toBeVisible();
  expect(reports).toEqual([]);

  await page.goto(`${other}/embeds-the-game`);
  await expect.poll(() => reports.join('\n')).toContain(`"frame-ancestors ${site.origin}"`);
  await expect(page.frameLocator('iframe').getByLabel('Server seed')).toHaveCount(0);
});
