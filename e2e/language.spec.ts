import { expect, test } from '@playwright/test';
import { hideSeededPopups, signIn, SITE_URL } from './support/site';

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
    await expect(page).toHaveURL(new RegExp(`^${SITE_URL}${locale.prefix}/login$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
    await expect(page.locator('main h1')).toHaveText(locale.signIn);
  }
});

test("a member's top bar keeps every item on one line in all five locales, from 1200 to 1536 px", async ({
  page,
}) => {
  // Fifteen page loads: on a busy 2-core machine they outlast the default 30 s.
  test.setTimeout(120_000);
  await hideSeededPopups(page);
  await signIn(page);
  for (const locale of LOCALES) {
    for (const width of [1200, 1440, 1536]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${locale.prefix}/notice`);
      const topBar = page.locator('[data-region="top-bar"]');
      const welcome = topBar.locator('p');
      await expect(welcome).toContainText('demo01');
      // A text broken over two lines has client rects at two heights.
      const brokenTexts = await topBar.evaluate((bar) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1)
            broken.push(node.textContent ?? '');
        }
        return broken;
      });
      expect({ locale: locale.code, width, brokenTexts }).toEqual({
        locale: locale.code,
        width,
        brokenTexts: [],
      });
      const clipped = await welcome.evaluate((line) => line.scrollWidth > line.clientWidth);
      expect({ locale: locale.code, width, clipped }).toEqual({ locale: locale.code, width, clipped: false });
    }
  }
});

test('the language switcher keeps the query string, from the phone menu too', async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login?from=e2e&tab=slot');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const drawer = page.locator('[data-dialog="drawer-left"]');
  await drawer.getByRole('button', { name: /언어/ }).click();
  await drawer.locator('a[data-locale="jp"]').click();
  await expect(page).toHaveURL(/\/jp\/login\?from=e2e&tab=slot$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
});
