import { expect, type Page } from '@playwright/test';

/**
 * What sticks out of the screen sideways: the page's own scroll width, and every visible element
 * whose box crosses either edge, unless a scroller or clip of its own holds it (a tab strip, the
 * banner's slides).
 */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && !clipped(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 140));
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
}

/** Holds that nothing on the page as it stands is wider than the screen; `where` names it in failures. */
async function expectNothingWider(page: Page, where: string) {
  const found = await overflowing(page);
  expect(found.wide, `${where}: elements wider than the screen`).toEqual([]);
  expect(found.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(found.width);
}

/** Opens `path` and waits until the session is known (and `ready` shows, when given). */
async function open(page: Page, path: string, ready?: string) {
  await page.goto(path);
  await page.locator('html[data-session-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('main')).not.toBeEmpty();
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
}

/**
 * Opens `path` and, once the session is known (and `ready` shows, when the page loads what matters
 * after that), holds that nothing on it is wider than the screen.
 */
export async function expectFits(page: Page, path: string, ready?: string) {
  await open(page, path, ready);
  await expectNothingWider(page, path);
}

/**
 * Opens `path` once and holds that it fits at each of `widths` in turn, as a window resized to
 * them: the layout answers to its media queries, and the components that watch the width render
 * again before the next frames are painted.
 */
export async function expectFitsAtWidths(page: Page, path: string, widths: readonly number[]) {
  const height = page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width: widths[0]!, height });
  await open(page, path);
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await page.evaluate(
      () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
    );
    await expectNothingWider(page, `${path} at ${width}px`);
  }
}
