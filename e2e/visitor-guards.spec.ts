import { expect, type Page, test } from '@playwright/test';
import { DEMO, hideSeededPopups, messageDialog } from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
});

test('every member menu entry stops a visitor with msg2001', async ({ page }) => {
  const menu = page.locator('[data-region="sidebar"] nav');
  for (const key of ['deposit', 'withdraw', 'comp', 'user', 'bets', 'help', 'notice', 'note']) {
    await menu.locator(`a[data-menu="${key}"]`).click();
    const dialog = messageDialog(page, 'msg2001');
    await expect(dialog).toContainText('로그인 후 이용할 수 있습니다.');
    await expect(page).toHaveURL('/');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a casino tile asks a visitor to sign in', async ({ page }) => {
  await page.getByRole('tabpanel').getByRole('button', { name: '바카라', exact: true }).click();
  await expect(messageDialog(page, 'msg2001')).toBeVisible();
});

test('the notices "more" button and a notice row stop a visitor too', async ({ page }) => {
  const notices = page.locator('[data-box="notices"]');
  await notices.getByRole('link', { name: '공지사항 더보기' }).click();
  await expect(messageDialog(page, 'msg2001')).toBeVisible();
  await expect(page).toHaveURL('/');
  await messageDialog(page, 'msg2001').getByRole('button', { name: '확인' }).click();
  await notices.locator('li a').first().click();
  await expect(messageDialog(page, 'msg2001')).toBeVisible();
  await expect(page).toHaveURL('/');
});

async function signInOnPage(page: Page): Promise<void> {
  const form = page.locator('main form');
  await form.getByLabel('아이디').fill(DEMO.userId);
  await form.getByLabel('비밀번호').fill(DEMO.password);
  await form.getByRole('button', { name: '로그인' }).click();
}

test('a visitor stopped at a member page by URL signs in from the message and comes back to it', async ({
  page,
}) => {
  await page.goto('/withdraw?from=mail');
  const dialog = messageDialog(page, 'msg2001');
  await dialog.getByRole('link', { name: '로그인하기' }).click();
  await expect(page).toHaveURL('/login?next=%2Fwithdraw%3Ffrom%3Dmail');
  await signInOnPage(page);
  await expect(page).toHaveURL('/withdraw?from=mail');
  await expect(page.locator('main h1')).toHaveText('출금 신청');
});

test('a visitor who closes the message instead is taken home', async ({ page }) => {
  await page.goto('/deposit');
  await messageDialog(page, 'msg2001').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/');
});

test('a member menu entry leads a visitor on to its page after signing in', async ({ page }) => {
  await page.locator('[data-region="sidebar"] nav a[data-menu="comp"]').click();
  await messageDialog(page, 'msg2001').getByRole('link', { name: '로그인하기' }).click();
  await expect(page).toHaveURL('/login?next=%2Fcomp');
  await signInOnPage(page);
  await expect(page).toHaveURL('/comp');
});

test('/login never leads off the site after signing in', async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent('//example.com/deposit')}`);
  await signInOnPage(page);
  await expect(page).toHaveURL('/');
});
