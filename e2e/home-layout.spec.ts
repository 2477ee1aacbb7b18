import { expect, test } from '@playwright/test';
import { insertAnsweredTicket } from './support/staff-api';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn } from './support/site';

const WIDTHS = [
  { width: 1440, height: 900, desktop: true },
  { width: 1024, height: 768, desktop: false },
  { width: 390, height: 844, desktop: false },
] as const;

test.describe('visitor home', () => {
  for (const { width, height, desktop } of WIDTHS) {
    test(`at ${width}px`, async ({ page }, testInfo) => {
      await hideSeededPopups(page);
      await page.setViewportSize({ width, height });
      await page.goto('/');

      await expect(page.locator('[data-region="top-bar"]')).toBeVisible({ visible: desktop });
      await expect(page.locator('[data-region="mobile-header"]')).toBeVisible({ visible: !desktop });
      await expect(page.locator('[data-region="sidebar"]')).toBeVisible({ visible: desktop });
      await expect(page.getByRole('tab', { name: '카지노' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-box="notices"] li')).toHaveCount(5);
      await expect(page.locator('[data-box="helps"]')).toContainText('로그인하면');
      await expect(page.locator('footer')).toContainText('쿠키');

      if (desktop) {
        const topBar = page.locator('[data-region="top-bar"]');
        await expect(topBar.getByRole('link', { name: '로그인' })).toBeVisible();
        await expect(topBar.getByRole('link', { name: '회원가입' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: '메뉴 열기' }).click();
        const left = page.locator('[data-dialog="drawer-left"]');
        await expect(left).toBeVisible();
        // Layout width (offsetWidth), so the slide-in transform does not blur the figure.
        const layoutWidth = (element: HTMLElement) => element.offsetWidth;
        expect(await left.evaluate(layoutWidth)).toBe(width <= 425 ? width : 310);
        await expect(left.getByRole('link', { name: '입금신청' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(left).toBeHidden();

        await page.getByRole('button', { name: '내 계정 열기' }).click();
        const right = page.locator('[data-dialog="drawer-right"]');
        await expect(right.getByLabel('아이디')).toBeVisible();
        await expect(right.getByLabel('비밀번호')).toBeVisible();
        await expect(right.getByRole('button', { name: '로그인' })).toBeVisible();
        await expect(right.getByRole('link', { name: '회원가입' })).toBeVisible();
        expect(await right.evaluate(layoutWidth)).toBe(width <= 425 ? width : 310);
        await page.keyboard.press('Escape');
      }

      // Every tile image is real artwork that loads.
      const broken = await page
        .locator('main img')
        .evaluateAll(
          (images) =>
            (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0)
              .length,
        );
      expect(broken).toBe(0);

      // Kept in test-results/e2e/<test>/ and attached to the report.
      const path = testInfo.outputPath(`home-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`home-${width}`, { path, contentType: 'image/png' });
    });
  }
});

test('the site has its icon: linked from the page, and at /favicon.ico for tools that never read it', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
  expect(href).toMatch(/^\/icon\.svg/);
  const svg = await request.get(href ?? '');
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  // An ICO file: reserved 0, type 1, then at least one image.
  const bytes = await favicon.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4) > 0]).toEqual([0, 1, true]);
});

test("a member's balance, comp and a deposit button sit in the mobile header, not in a drawer", async ({
  page,
}) => {
  await hideSeededPopups(page);
  const member = await createFreshMember({ cash: 123_456_789, comp: 4_321 });
  await signIn(page, member);
  for (const width of [360, 390, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const wallet = page.locator('[data-region="mobile-header"] [data-region="mobile-wallet"]');
    await expect(wallet.locator('[data-money="balance"]')).toHaveText('123,456,789원');
    await expect(wallet.locator('[data-money="comp"]')).toHaveText('4,321원');
    const box = await page.locator('[data-region="mobile-header"]').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(width);
    await wallet.getByRole('link', { name: '입금신청' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.locator('[data-region="mobile-wallet"]')).toBeHidden();
});

test("home's notice and customer-service rows open their entry", async ({ page }) => {
  await hideSeededPopups(page);
  const member = await createFreshMember();
  const title = `e2e 문의 ${Date.now()}`;
  await insertAnsweredTicket(member.userId, title);
  await signIn(page, member);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/');
  const notice = page.locator('[data-box="notices"] li a').first();
  const noticeTitle = (await notice.locator('span').first().textContent()) ?? '';
  await notice.click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(page.locator('main')).toContainText(noticeTitle);

  await page.goto('/');
  await page.locator('[data-box="helps"] li a', { hasText: title }).click();
  await expect(page).toHaveURL(/\/help\?id=\d+$/);
  await expect(page.locator('main')).toContainText('확인했습니다. 답변 드립니다.');
});
