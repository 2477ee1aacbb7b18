import { expect, test } from '@playwright/test';
import { hideSeededPopups, signIn } from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the notices list opens a notice in full, with a way back', async ({ page }) => {
  await signIn(page);
  await page.goto('/notice');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible();
  const rows = main.locator('[data-list="notices"] li');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  await main.getByRole('link', { name: /\[필독\] 입금 계좌 안내/ }).click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(main.getByRole('heading', { name: '[필독] 입금 계좌 안내' })).toBeVisible();
  // The whole text, every line of it.
  await expect(main.locator('article')).toContainText(
    '입금자명은 회원가입 시 등록하신 예금주명과 같아야 합니다.',
  );

  await main.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(rows.first()).toBeVisible();
});

test('an unknown notice says so and still leads back', async ({ page }) => {
  await signIn(page);
  await page.goto('/notice/999999');
  const main = page.locator('main');
  await expect(main.getByText('공지사항을 찾을 수 없습니다.')).toBeVisible();
  await expect(main.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/notice');
});

test('/admin/error is a calm error page with a way home', async ({ page }) => {
  await page.goto('/admin/error');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: '문제가 발생했습니다', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: '홈으로 돌아가기' }).click();
  await expect(page).toHaveURL('/');
});
