import { eq, sql } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { banners } from '@haneul/db';
import { backofficeRoute, staffPage } from './support/backoffice';
import { e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { launch, won } from './support/game-launch';
import { hideSeededPopups, signIn } from './support/site';

// A staff sign-in may wait for a fresh TOTP step (up to 30 s).
test.setTimeout(90_000);

/**
 * Home's carousel shows the operator's banners (get-advertisement) in the site's language, every
 * slide with a button: a page's leads there, a game's opens it the way its tile does. (Schedule,
 * order, fallback and closed games are held by the API's tests.)
 */
test('the seeded banners: Korean on the Korean home, English on the English one, each with its button', async ({
  page,
}) => {
  const member = await createFreshMember({ cash: 50_000 });
  await hideSeededPopups(page);
  await signIn(page, member);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: '이벤트 배너' });
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  await expect(slides.nth(0)).toContainText('모든 판을 직접 검증하세요');
  await expect(slides.nth(0).getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/game');

  await carousel.getByRole('button', { name: '3번째 배너 보기' }).click();
  await expect(slides.nth(2)).toContainText('24시간 열려 있는 바카라 테이블');
  const game = await launch(page, () => slides.nth(2).getByRole('button', { name: '지금 플레이' }).click());
  await expect(game.getByRole('heading', { name: '스피드 바카라' })).toBeVisible();
  await expect(game.getByTestId('balance')).toHaveText(won(50_000));

  await page.goto('/en');
  const english = page.getByRole('region', { name: 'Promotions' });
  await expect(english.locator('[aria-roledescription="slide"]').nth(0)).toContainText(
    'Check every round yourself',
  );
  await expect(english.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/en/game');
});

test('a banner the operator adds in the back office shows on home, Korean where English is not written', async ({
  page,
  browser,
}) => {
  const headline = `주말 한정 이벤트 ${Date.now()}`;
  const office = await staffPage(browser);
  await office.goto(backofficeRoute('banners/create'));
  await office.getByRole('textbox', { name: /^한국어/ }).fill(headline);
  await office.getByRole('combobox', { name: /^이미지/ }).click();
  await office.getByRole('option', { name: 'slots.svg' }).click();
  await office.getByRole('combobox', { name: /^연결 종류/ }).click();
  await office.getByRole('option', { name: '사이트 페이지' }).click();
  await office.getByRole('textbox', { name: /^페이지 경로/ }).fill('/notice');
  await office.getByRole('spinbutton', { name: /^순서/ }).fill('99');
  await office.getByRole('button', { name: '저장' }).click();
  await expect(office.getByRole('cell', { name: headline })).toBeVisible();
  await office.context().close();

  try {
    await hideSeededPopups(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '이벤트 배너' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    await carousel.getByRole('button', { name: '4번째 배너 보기' }).click();
    await expect(slides.nth(3)).toContainText(headline);
    await expect(slides.nth(3).getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/notice');
    await page.goto('/en');
    await expect(page.locator('[aria-roledescription="slide"]').nth(3)).toContainText(headline);
  } finally {
    // The other specs see the seeded carousel.
    const { db } = await e2eDatabase();
    await db.delete(banners).where(eq(sql`${banners.headlines}->>'ko'`, headline));
  }
});

test('at phone width the headline sits on its own scrim, inside the banner, with its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await hideSeededPopups(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: '이벤트 배너' });
  const headline = carousel.getByText('모든 판을 직접 검증하세요');
  await expect(headline).toBeVisible();
  const scrim = headline.locator('..');
  // The art is brightest under the words on a phone: the words' own backdrop is at least 70% opaque.
  const alpha = await scrim.evaluate((element) => {
    const colour = getComputedStyle(element).backgroundColor;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return colour.startsWith('rgba') || colour.includes('/') ? (parts[3] ?? 1) : parts.length ? 1 : 0;
  });
  expect(alpha).toBeGreaterThanOrEqual(0.7);
  const [banner, box] = await Promise.all([carousel.boundingBox(), scrim.boundingBox()]);
  expect(banner && box && box.y + box.height <= banner.y + banner.height).toBe(true);
  await expect(scrim.getByRole('link', { name: '자세히 보기' })).toBeVisible();
});

test('an operator uploads an image for a banner; home shows it, served through the site', async ({
  page,
  browser,
}) => {
  const headline = `올린 이미지 배너 ${Date.now()}`;
  const office = await staffPage(browser);
  await office.goto(backofficeRoute('banners/create'));
  await office.getByRole('textbox', { name: /^한국어/ }).fill(headline);
  await office.locator('input[type="file"]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(office.getByText('이미지를 올렸습니다')).toBeVisible();
  await expect(office.getByRole('combobox', { name: /^이미지/ })).toContainText(/올린 이미지 #\d+/);
  await office.getByRole('combobox', { name: /^연결 종류/ }).click();
  await office.getByRole('option', { name: '사이트 페이지' }).click();
  await office.getByRole('textbox', { name: /^페이지 경로/ }).fill('/notice');
  await office.getByRole('spinbutton', { name: /^순서/ }).fill('98');
  await office.getByRole('button', { name: '저장' }).click();
  await expect(office.getByRole('cell', { name: headline })).toBeVisible();
  await office.context().close();

  try {
    await hideSeededPopups(page);
    await page.goto('/');
    const slide = page.locator('[aria-roledescription="slide"]').filter({ hasText: headline });
    const image = slide.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/banner-images\/\d+$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    const response = await page.request.get((await image.getAttribute('src')) ?? '');
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  } finally {
    const { db } = await e2eDatabase();
    await db.delete(banners).where(eq(sql`${banners.headlines}->>'ko'`, headline));
  }
});
