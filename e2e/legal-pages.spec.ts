import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hideSeededPopups } from './support/site';

type LegalTexts = Record<'terms' | 'privacy' | 'responsible', { title: string }>;

/** Each site language: its URL prefix and message file (the site's codes are the brief's). */
const LANGUAGES = [
  { prefix: '', file: 'ko' },
  { prefix: '/en', file: 'en' },
  { prefix: '/jp', file: 'ja' },
  { prefix: '/vn', file: 'vi' },
  { prefix: '/cn', file: 'zh' },
] as const;

const PAGES = [
  { page: 'terms', path: '/terms' },
  { page: 'privacy', path: '/privacy' },
  { page: 'responsible', path: '/responsible-gaming' },
] as const;

function legalTexts(file: string): LegalTexts {
  const url = new URL(`../apps/web/messages/${file}.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { legal: LegalTexts }).legal;
}

for (const { prefix, file } of LANGUAGES) {
  test(`the footer opens the terms, privacy and responsible-gaming pages in ${file}`, async ({ page }) => {
    await hideSeededPopups(page);
    const texts = legalTexts(file);
    for (const { page: name, path } of PAGES) {
      await page.goto(`${prefix}/`);
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: texts[name].title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: texts[name].title })).toBeVisible();
      // Substantive text, not a heading alone: every section of the page has its words.
      expect((await page.locator('[data-legal]').innerText()).length).toBeGreaterThan(400);
    }
  });
}

test('the responsible-gaming page points to the site’s own tools and the 1336 helpline', async ({ page }) => {
  await hideSeededPopups(page);
  await page.goto('/responsible-gaming');
  const article = page.locator('[data-legal="responsible"]');
  await expect(article.getByRole('link', { name: '이용 한도 설정하기' })).toHaveAttribute(
    'href',
    '/user#play-limits',
  );
  await expect(article.getByRole('link', { name: '타임아웃·자가 제외 신청하기' })).toHaveAttribute(
    'href',
    '/user#self-exclusion',
  );
  await expect(article.getByRole('link', { name: '1336 상담 전화 걸기' })).toHaveAttribute(
    'href',
    'tel:1336',
  );
  await expect(article).toContainText('만 19세 이상');
});
