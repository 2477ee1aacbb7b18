import { expect, test } from '@playwright/test';
import { hideSeededPopups, messageDialog } from './support/site';

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
