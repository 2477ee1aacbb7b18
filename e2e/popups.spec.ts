import { expect, test } from '@playwright/test';
import { insertPopup } from './support/database';

const HOUR = 3_600_000;

test('popups: hide for 24 h, close for this visit, markers expire', async ({ page }) => {
  const title = `e2e popup ${Date.now()}`;
  const id = await insertPopup({
    title,
    contentsHtml: '<p>safe <strong>text</strong></p><img src=x onerror="window.__xss=1">',
    posX: 300,
    posY: 140,
  });
  // The seeded popups (lower ids) stay out of the way; this one is the subject.
  await page.addInitScript((ours) => {
    for (let other = 1; other < ours; other += 1)
      window.localStorage.setItem(`pop_${other}`, String(Date.now()));
  }, id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const popup = page.locator(`[data-popup="${id}"]`);
  await expect(popup.getByRole('heading')).toHaveText(title);
  await expect(popup.getByRole('heading')).toHaveCSS('color', 'rgb(125, 211, 252)');
  // Sanitized on render: the handler never runs.
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Measure where the popup settles, not a frame of its entrance animation.
  await popup.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const box = await popup.boundingBox();
  expect(box?.x).toBe(300);
  expect(box?.y).toBe(140);

  // "Hide for 24 hours" stores pop_{id} = now and keeps it hidden on the next visits.
  await popup.getByRole('button', { name: '24시간 동안 보지 않기' }).click();
  await expect(popup).toBeHidden();
  const stored = Number(await page.evaluate((key) => window.localStorage.getItem(key), `pop_${id}`));
  expect(Math.abs(Date.now() - stored)).toBeLessThan(60_000);
  const fetched = page.waitForResponse('**/api/routes/get-notice-popup');
  await page.reload();
  await fetched;
  await expect(page.locator('[data-box="notices"]')).toBeVisible();
  await expect(popup).toBeHidden();

  // A marker older than 24 hours no longer hides it.
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`pop_${id}`, String(Date.now() - 25 * HOUR)],
  );
  await page.reload();
  await expect(popup).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `pop_${id}`)).toBeNull();

  // "Close" stores pop2_{id}; the next fetch clears every pop2_ marker, so it shows again.
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `pop2_${id}`)).not.toBeNull();
  await page.reload();
  await expect(popup).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('pop2_'))),
  ).toEqual([]);
});

test('on a phone popups come one at a time, centred over a dim backdrop and under the header', async ({
  page,
}) => {
  const first = await insertPopup({
    title: `e2e phone one ${Date.now()}`,
    contentsHtml: '<p>하나</p>',
    posX: 600,
  });
  const second = await insertPopup({ title: `e2e phone two ${Date.now()}`, contentsHtml: '<p>둘</p>' });
  await page.addInitScript((ours) => {
    for (let other = 1; other < ours; other += 1)
      window.localStorage.setItem(`pop_${other}`, String(Date.now()));
  }, first);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const shown = page.locator('[data-popup]:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('data-popup', String(first));
    await shown.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = await shown.boundingBox();
    const header = await page.locator('[data-region="mobile-header"]').boundingBox();
    if (!box || !header) throw new Error('no popup or header box');
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(page.locator('[data-popups]')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // The header stays usable above the backdrop.
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.locator('[data-dialog="drawer-left"]')).toBeVisible();
    await page.keyboard.press('Escape');

    await shown.getByRole('button', { name: '닫기' }).click();
    await expect(page.locator('[data-popup]:visible')).toHaveAttribute('data-popup', String(second));
    await page.locator(`[data-popup="${second}"]`).getByRole('button', { name: '닫기' }).click();
    await expect(page.locator('[data-popups]')).toHaveCount(0);
    await page.evaluate(() => window.localStorage.clear());
  }
});
