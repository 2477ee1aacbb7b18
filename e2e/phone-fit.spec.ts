import { expect, test } from '@playwright/test';
import { createFreshMember } from './support/fresh-member';
import { expectFitsAtWidths } from './support/phone-fit';
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
const MEMBER_PAGES = [
  '/',
  '/game',
  '/sport',
  '/deposit',
  '/withdraw',
  '/comp',
  '/user',
  '/bets',
  '/note',
  '/help',
];

// Each page opens once per language and is resized through the widths, narrowest first: the
// same layouts as opening it at each width, for a quarter of the page loads.
for (const locale of LOCALES) {
  test(`nothing is wider than the screen at ${WIDTHS.join(', ')}px in ${locale.lang}, signed out and in`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await hideSeededPopups(page);
    for (const path of VISITOR_PAGES) await expectFitsAtWidths(page, `${locale.prefix}${path}`, WIDTHS);
    const member = await createFreshMember({ cash: 123_456_789, comp: 98_765 });
    await signIn(page, member);
    for (const path of MEMBER_PAGES) await expectFitsAtWidths(page, `${locale.prefix}${path}`, WIDTHS);
  });
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
