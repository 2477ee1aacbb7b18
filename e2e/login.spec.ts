import { expect, test } from '@playwright/test';
import { createFreshMember } from './support/fresh-member';
import { DEMO, expectSamePage, hideSeededPopups, markPage, messageDialog, signIn } from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('empty fields and a wrong password answer msg2030', async ({ page }) => {
  await page.goto('/login');
  const form = page.locator('main form');
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(messageDialog(page, 'msg2030')).toBeVisible();
  await page.keyboard.press('Escape');

  await form.getByLabel('아이디').fill(DEMO.userId);
  await form.getByLabel('비밀번호').fill('wrong-password');
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(messageDialog(page, 'msg2030')).toContainText('아이디와 비밀번호를 확인해 주세요.');
  expect(await page.evaluate(() => window.localStorage.getItem('name'))).toBeNull();
});

test('signing in shows msg2029, keeps the id and shows the balance', async ({ page }, testInfo) => {
  await page.goto('/login');
  await markPage(page);
  const form = page.locator('main form');
  await form.getByLabel('아이디').fill(DEMO.userId);
  await form.getByLabel('비밀번호').fill(DEMO.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(messageDialog(page, 'msg2029')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

  const topBar = page.locator('[data-region="top-bar"]');
  await expect(topBar).toContainText('demo01');
  await expect(topBar).toContainText('1,000,000원');
  await expect(topBar).toContainText('25,000원');
  // Home was reached inside the page (client routing), not by loading a new document.
  await expectSamePage(page);
  expect(await page.evaluate(() => window.localStorage.getItem('name'))).toBe('demo01');
  const path = testInfo.outputPath('home-member-1440.png');
  await page.screenshot({ path });
  await testInfo.attach('home-member-1440', { path, contentType: 'image/png' });

  // Logout asks first (msg2216), and the id is prefilled next time.
  await topBar.getByRole('button', { name: '로그아웃' }).click();
  await messageDialog(page, 'msg2216').getByRole('button', { name: '확인' }).click();
  await expect(topBar.getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto('/login');
  await expect(page.locator('main form').getByLabel('아이디')).toHaveValue('demo01');
});

test('the right drawer signs in on a phone without reloading the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await markPage(page);
  await page.getByRole('button', { name: '내 계정 열기' }).click();
  const drawer = page.locator('[data-dialog="drawer-right"]');
  await drawer.getByLabel('아이디').fill(DEMO.userId);
  await drawer.getByLabel('비밀번호').fill(DEMO.password);
  await drawer.getByRole('button', { name: '로그인' }).click();
  await expect(messageDialog(page, 'msg2029')).toBeVisible();
  // The login answer's member shows in the open drawer at once: no reload, no navigation.
  await expect(drawer).toContainText('1,000,000원');
  await expect(drawer.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expectSamePage(page);

  // Signing out turns the page back into a visitor's, again without a reload.
  await messageDialog(page, 'msg2029').waitFor({ state: 'hidden' });
  await drawer.getByRole('button', { name: '로그아웃' }).click();
  await messageDialog(page, 'msg2216').getByRole('button', { name: '확인' }).click();
  await expect(drawer.getByLabel('아이디')).toBeVisible();
  await expectSamePage(page);
});

test('a signed-in member who opens /login or /register is taken home', async ({ page }) => {
  const member = await createFreshMember();
  await signIn(page, member);
  for (const path of ['/login', '/register', '/en/login', '/jp/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/(en|jp)?$/);
    await expect(page.locator('[data-box="notices"]')).toBeVisible();
  }
});
