import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { expect, type APIResponse, type Page, test } from '@playwright/test';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, waitForSession } from './support/site';

/**
 * The member site's security headers on every page (each `page.tsx` under `[locale]`, found on
 * disk so a new page is checked without touching this spec), on the proxy's answers and on static
 * files; then, in the browser, that the nonce-based policy lets the pages run and reports nothing.
 * The e2e site is a production build, so Strict-Transport-Security is expected too.
 */

test.afterAll(closeE2eDatabase);

const APP = join(import.meta.dirname, '../apps/web/src/app/[locale]');

/**
 * Every page's path in the default locale: `[id]` segments get a seeded notice's id. The catch-all
 * that answers unknown paths is checked on its own.
 */
function pagePaths(): string[] {
  const files = readdirSync(APP, { recursive: true, encoding: 'utf8' }).filter(
    (file) => (file === 'page.tsx' || file.endsWith(`${sep}page.tsx`)) && !file.includes('[...'),
  );
  return files.map((file) => `/${file.split(sep).slice(0, -1).join('/')}`.replace(/\[[^\]]+\]/g, '1')).sort();
}

function expectCommonHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
}

/** The policy's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectPagePolicy(response: APIResponse, html: string): string {
  const policy = directives(response.headers()['content-security-policy']);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).toContain("'strict-dynamic'");
  const nonce = scripts.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  // Every script the page ships carries this response's nonce: nothing would run otherwise.
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce ?? '';
}

test('every page in two locales carries the policy with a fresh nonce and the other headers', async ({
  request,
}) => {
  const paths = pagePaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/game', '/notice/1', '/admin/error']));
  const nonces = new Set<string>();
  for (const path of [...paths, ...paths.map((each) => `/en${each === '/' ? '' : each}`)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expectCommonHeaders(response);
    nonces.add(expectPagePolicy(response, await response.text()));
  }
  expect(nonces.size).toBe(paths.length * 2);

  // A path no page matches: its not-found page renders per request, so its scripts run too.
  for (const path of ['/no-such-page', '/en/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectCommonHeaders(response);
    expectPagePolicy(response, await response.text());
  }
});

test('the proxy answers and static files carry the headers too', async ({ request }) => {
  const call = await request.post('/api/routes/get-user-notices', { data: {} });
  expect(call.status()).toBe(200);
  expectCommonHeaders(call);
  expect(directives(call.headers()['content-security-policy']).get('default-src')).toEqual(["'none'"]);

  const refused = await request.post('/api/routes/no-such-call', { data: {} });
  expect(refused.status()).toBe(404);
  expectCommonHeaders(refused);

  const home = await (await request.get('/')).text();
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  expect(chunk).toBeDefined();
  for (const path of [chunk ?? '', '/images/banners/welcome.svg', '/favicon.ico']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectCommonHeaders(response);
  }
});

/** Records every CSP violation and console error the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
      reported.push(message.text());
    }
  });
  page.on('pageerror', (error) => reported.push(error.message));
  return reported;
}

test('home, sign-in and the lobby run under the policy with nothing reported', async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const reported = await watchViolations(page);
  const member = await createFreshMember();

  await page.goto('/game');
  await waitForSession(page);
  const search = page.getByRole('searchbox', { name: '게임 이름 검색' });
  await search.fill('도깨비');
  await expect(page.locator('[data-grid="games"]').getByRole('listitem')).toHaveText([
    '도깨비 보물',
    '도깨비 보물 (구름)',
  ]);

  // Signing in through the form: the page's script calls the proxy from the site's own origin.
  await page.goto('/login');
  await waitForSession(page);
  const form = page.locator('main form');
  await form.getByLabel('아이디').fill(member.userId);
  await form.getByLabel('비밀번호').fill(member.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL('/');
  await waitForSession(page);
  await expect(page.locator('[data-region="top-bar"]')).toContainText(member.userId);
  const artwork = page.locator('img[src^="/images/"]').first();
  await expect(artwork).toBeVisible();
  await expect
    .poll(() => artwork.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // A game still opens in its own window (the game server's page itself is not this spec's concern).
  await page.context().route(/[?&]game=sky-palace\b/, (route) => route.fulfill({ body: 'game' }));
  await page.goto('/game');
  await waitForSession(page);
  const [game] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator('[data-grid="games"]').getByRole('button', { name: '하늘 궁전', exact: true }).click(),
  ]);
  await game.waitForURL(/game=sky-palace/);
  await game.close();

  expect(reported).toEqual([]);
});
