import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { severeViolations } from './support/axe';
import { createFakeGameServer, FAKE_WINDOW_SESSION, type FakeGameServer } from './support/fake-game-server';
import { buildGamesIfStale, serveGames } from './support/games-dist';

/**
 * The game window (apps/games/src/client) in Chromium, self-contained: it builds the SPA when
 * stale, serves dist/client itself, and answers the round API with the real engines through
 * page.route, so neither the game server nor its wallet needs to run.
 */
let site: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildGamesIfStale();
  site = await serveGames();
});

test.afterAll(async () => {
  await site?.close();
});

async function open(
  page: Page,
  gameCode: string,
  options: { lang?: string; history?: number } = {},
): Promise<FakeGameServer> {
  const fake = createFakeGameServer({ gameCode, history: options.history ?? 8 });
  await fake.install(page);
  await page.goto(`${site.url}/play?launch=launch-code-1&game=${gameCode}&lang=${options.lang ?? 'ko'}`);
  return fake;
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('slot: the launch code leaves the address bar for a window session, and a spin settles the balance', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 800 });
  const fake = await open(page, 'sky-palace');
  await expect(page.getByTestId('balance')).toHaveText(`${fake.state.balance.toLocaleString('ko-KR')}원`);
  expect(page.url()).not.toContain('launch=');
  expect(await page.evaluate(() => sessionStorage.getItem('haneul.game.session'))).toBe(FAKE_WINDOW_SESSION);
  await expect(page.locator('.slot-stage[data-ready="true"]')).toBeVisible({ timeout: 20_000 });

  const rows = page.locator('.history__row');
  await expect(rows).toHaveCount(8);
  await page.keyboard.press('Space');
  await expect(rows).toHaveCount(9, { timeout: 30_000 });
  await expect(page.getByTestId('balance')).toHaveText(`${fake.state.balance.toLocaleString('ko-KR')}원`);
  await expect(rows.first().getByRole('link', { name: /검증하기/ })).toHaveAttribute(
    'href',
    '/verify?round=r0009',
  );
  await shoot(page, testInfo, 'slot-desktop');

  await page.getByRole('button', { name: '게임 설명' }).click();
  const help = page.getByRole('dialog');
  await expect(help.getByRole('heading', { name: '환수율(RTP) 표' })).toBeVisible();
  await expect(help.getByRole('row', { name: /환수율/ }).first()).toContainText('%', { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('slot on a phone, in English', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'moonlit-tiger', { lang: 'en' });
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByText('Recent rounds')).toBeVisible();
  await shoot(page, testInfo, 'slot-phone-en');
});

test('slot: a refused or failed spin tells the player why', async ({ page }) => {
  test.setTimeout(60_000);
  const fake = await open(page, 'hanok-fortune');
  await expect(page.getByRole('button', { name: '스핀' })).toBeEnabled({ timeout: 20_000 });
  fake.failNext.set('/api/slot/spin', { status: 409, body: { status: 'busy' } });
  await page.getByRole('button', { name: '스핀' }).click();
  await expect(page.getByRole('alert')).toContainText('이전 게임을 정산하고 있습니다', { timeout: 20_000 });
  fake.failNext.set('/api/slot/spin', { status: 503, body: { status: 'wallet_unavailable' } });
  await page.getByRole('button', { name: '스핀' }).click();
  await expect(page.getByRole('alert')).toContainText('자동으로 완료되거나 환불', { timeout: 20_000 });
});

test('a spent launch code says the session ended, in the player’s language', async ({ page }) => {
  const fake = createFakeGameServer({ gameCode: 'sky-palace' });
  fake.failNext.set('/api/launch', { status: 401, body: { status: 'invalid_token' } });
  await fake.install(page);
  await page.goto(`${site.url}/play?launch=spent&game=sky-palace&lang=jp`);
  await expect(page.getByRole('alert')).toContainText('有効期限が切れました');
  expect(page.url()).not.toContain('launch=');
});

test('an expired session says so in the player’s language', async ({ page }) => {
  const fake = createFakeGameServer({ gameCode: 'sky-palace' });
  fake.failNext.set('/api/session', { status: 401, body: { status: 'invalid_token' } });
  await fake.install(page);
  await page.goto(`${site.url}/play?launch=expired&game=sky-palace&lang=jp`);
  await expect(page.getByRole('alert')).toContainText('有効期限が切れました');
});

test('baccarat: bets, a dealt coup and the roads', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 800 });
  const fake = await open(page, 'baccarat', { history: 20 });
  await expect(page.locator('.ring')).not.toHaveCount(0);
  await expect(page.locator('.bead')).toHaveCount(20);

  await page.getByRole('radio', { name: '10,000원' }).click();
  await page.getByRole('button', { name: /^뱅커에 베팅/ }).click();
  await page.getByRole('button', { name: /^타이에 베팅/ }).click();
  await expect(page.locator('.chip-rack__total')).toContainText('20,000원');
  await page.getByRole('button', { name: '딜' }).click();
  await expect(page.locator('.outcome-banner')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.bead')).toHaveCount(21);
  await expect(page.getByTestId('balance')).toHaveText(`${fake.state.balance.toLocaleString('ko-KR')}원`);
  await shoot(page, testInfo, 'baccarat-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, testInfo, 'baccarat-phone');
});

test('baccarat on a 360 px phone: every table button is on the screen, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, 'baccarat');
  for (const lang of ['ko', 'vn'] as const) {
    if (lang !== 'ko') await page.goto(`${page.url().split('?')[0]}?lang=${lang}`);
    const buttons = page.locator('.chip-rack__actions button');
    await expect(buttons).toHaveCount(5);
    for (const box of await buttons.evaluateAll((all) =>
      all.map((b) => b.getBoundingClientRect().toJSON()),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});

test('provably fair: change the client seed, rotate, and verify a round', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 800 });
  const fake = await open(page, 'dokkaebi-treasure', { history: 3 });
  const firstSeed = fake.state.serverSeed;
  await page.getByRole('tab', { name: '공정성 검증' }).click();
  const seed = page.getByLabel('클라이언트 시드');
  await seed.fill('bad:seed');
  await page.getByRole('button', { name: '변경' }).click();
  await expect(seed).toHaveAttribute('aria-invalid', 'true');
  await seed.fill('my-lucky-seed');
  await page.getByRole('button', { name: '변경' }).click();
  await expect.poll(() => fake.state.clientSeed).toBe('my-lucky-seed');
  // Rounds were played with the first pair, so changing its client seed revealed it.
  await expect(page.getByTestId('revealed-seed')).toHaveText(firstSeed);

  const secondSeed = fake.state.serverSeed;
  await page.getByRole('button', { name: '서버 시드 교체하고 공개하기' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(secondSeed);

  await page.close();
  const verify = await context.newPage();
  await fake.install(verify);
  await verify.goto(`${site.url}/verify?round=r0002`);
  await expect(verify.getByLabel('서버 시드')).toHaveValue(firstSeed);
  await expect(verify.getByText('게임 전에 공개한 해시와 일치합니다.')).toBeVisible();
  await expect(verify.getByText('저장된 게임 결과와 정확히 일치합니다.')).toBeVisible();
  await shoot(verify, testInfo, 'verify-desktop');

  await verify.getByLabel('논스').fill('0');
  await expect(verify.getByText('저장된 게임 결과와 다릅니다.')).toBeVisible();
  await verify.setViewportSize({ width: 390, height: 844 });
  await shoot(verify, testInfo, 'verify-phone');
});

test('the verify page works with no round and no token, for baccarat too', async ({ page }) => {
  await page.goto(`${site.url}/verify?lang=en`);
  await page.getByLabel('Game').selectOption('baccarat');
  await page.getByLabel('Server seed').fill('any-revealed-seed');
  await page.getByLabel('Client seed').fill('abc');
  await page.getByLabel('Banker', { exact: true }).fill('10000');
  await expect(page.locator('.coup-outcome .playing-card')).not.toHaveCount(0);
  await expect(page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
});

test('the slot screen, the table and the verify page have no serious accessibility violation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 800 });
  await open(page, 'golden-persimmon');
  await expect(page.getByRole('button', { name: '스핀' })).toBeEnabled({ timeout: 20_000 });
  expect(await severeViolations(page)).toEqual([]);
  await open(page, 'baccarat');
  await expect(page.locator('.felt')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.goto(`${site.url}/verify?round=r0001`);
  await expect(page.getByLabel('클라이언트 시드')).toHaveValue('haneul-e2e');
  expect(await severeViolations(page)).toEqual([]);
});
