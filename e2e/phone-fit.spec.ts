import { expect, type Page, test } from '@playwright/test';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn } from './support/site';

const WIDTHS = [360, 390, 1024, 1440] as const;
const LOCALES = [
  { prefix: '', lang: 'ko' },
  { prefix: '/en', lang: 'en' },
  { prefix: '/jp', lang: 'ja' },
  { prefix: '/vn', lang: 'vi' },
  { prefix: '/cn', lang: 'zh' },
] as const;
const VISITOR_PAGES = ['/', '/game', '/sport', '/login', '/register'];
const MEMBER_PAGES = ['/', '/game', '/sport', '/deposit', '/withdraw', '/comp', '/user', '/note', '/help'];

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

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-session-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('main')).not.toBeEmpty();
  const found = await overflowing(page);
  expect(found.wide, `${path}: elements wider than the screen`).toEqual([]);
  expect(found.scrollWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(found.width);
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    test(`nothing is wider than the screen at ${width}px in ${locale.lang}, signed out and in`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await hideSeededPopups(page);
      await page.setViewportSize({ width, height: 800 });
      for (const path of VISITOR_PAGES) await expectFits(page, `${locale.prefix}${path}`);
      const member = await createFreshMember({ cash: 123_456_789, comp: 98_765 });
      await signIn(page, member);
      for (const path of MEMBER_PAGES) await expectFits(page, `${locale.prefix}${path}`);
    });
  }
}

test('at 360px Korean never breaks inside a word; Japanese and Chinese follow the strict rules', async ({
  page,
}) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const breaking = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { wordBreak: style.wordBreak, lineBreak: style.lineBreak };
      });

  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    for (const selector of ['body', 'main p', 'footer']) {
      expect((await breaking(selector)).wordBreak, `${path} ${selector}`).toBe('keep-all');
    }
  }
  for (const prefix of ['/jp', '/cn']) {
    await page.goto(`${prefix}/register`);
    expect(await breaking('main p')).toEqual({ wordBreak: 'normal', lineBreak: 'strict' });
  }
  await page.goto('/en/register');
  expect((await breaking('main p')).wordBreak).toBe('normal');
});
