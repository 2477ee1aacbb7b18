import { expect, test } from '@playwright/test';
import { hideSeededPopups } from './support/site';

const LOCALES = [
  { code: 'en', prefix: '/en', lang: 'en-US', signIn: 'Sign in' },
  { code: 'jp', prefix: '/jp', lang: 'ja-JP', signIn: 'ログイン' },
  { code: 'vn', prefix: '/vn', lang: 'vi-VN', signIn: 'Đăng nhập' },
  { code: 'cn', prefix: '/cn', lang: 'zh-CN', signIn: '登录' },
  { code: 'ko', prefix: '', lang: 'ko-KR', signIn: '로그인' },
] as const;

test('the language switcher keeps the path in all five locales', async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  for (const locale of LOCALES) {
    await page
      .locator('[data-region="top-bar"]')
      .getByRole('button', { name: /언어|language|言語|ngôn ngữ|语言/i })
      .click();
    await page.locator(`[data-region="top-bar"] a[data-locale="${locale.code}"]`).click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:3400${locale.prefix}/login$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
    await expect(page.locator('main h1')).toHaveText(locale.signIn);
  }
});
