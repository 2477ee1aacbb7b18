import { expect, test } from '@playwright/test';
import { severeViolations } from './support/axe';
import { hideSeededPopups, signIn } from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('home has no serious or critical accessibility violation, for a visitor and a member', async ({
  page,
}) => {
  await page.goto('/');
  expect(await severeViolations(page)).toEqual([]);
  await signIn(page);
  await page.goto('/');
  expect(await severeViolations(page)).toEqual([]);
});

test('login has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  expect(await severeViolations(page)).toEqual([]);
});

test('the game lobby has no serious or critical accessibility violation, for a visitor and a member', async ({
  page,
}) => {
  await page.goto('/game');
  expect(await severeViolations(page)).toEqual([]);
  await signIn(page);
  await page.goto('/game');
  await page.locator('[data-section="recent"]').waitFor();
  expect(await severeViolations(page)).toEqual([]);
});
