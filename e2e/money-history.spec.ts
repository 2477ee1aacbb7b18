import { expect, test } from '@playwright/test';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { launch, siteBalance, won } from './support/game-launch';
import { hideSeededPopups, signIn } from './support/site';

test.afterAll(closeE2eDatabase);

/** The Korean calendar day now, as the filter's date inputs take it. */
const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

test('my money history filters to games and shows the slot played and the balance after it, at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await createFreshMember({ cash: 300_000 });
  await hideSeededPopups(page);
  await signIn(page, member);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');

  await page.getByRole('tab', { name: '슬롯' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: '하늘 오리지널' }).click();
  const game = await launch(page, () =>
    page.locator('[data-dialog="slot-games"]').getByRole('button', { name: '하늘 궁전' }).click(),
  );
  await expect(game.locator('.slot-stage[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const rounds = game.locator('.history__row');
  const before = await rounds.count();
  await game.getByRole('button', { name: '스핀' }).click();
  await expect(rounds).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(game.getByRole('button', { name: '스핀' })).toBeEnabled({ timeout: 30_000 });
  const after = await siteBalance(page);
  await game.close();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/user');
  const history = page.locator('[data-history="money-history"]');
  const rows = history.locator('tbody tr');
  await expect(rows.filter({ hasText: '입금' })).toContainText('+300,000원');

  await history.getByRole('button', { name: '게임', exact: true }).click();
  await expect(history.getByRole('button', { name: '게임', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rows.filter({ hasText: '입금' })).toHaveCount(0);
  // The newest posting is the round's bet, or its win when it paid: either way the cash now.
  await expect(rows.first()).toContainText('하늘 궁전');
  await expect(rows.first().locator('[data-balance-after]')).toHaveText(won(after));
  const bet = rows.filter({ hasText: '베팅' });
  await expect(bet).toHaveCount(1);
  const stake = Number((await bet.locator('td').nth(3).innerText()).replace(/[^0-9]/g, ''));
  expect(stake).toBeGreaterThan(0);
  await expect(bet.locator('[data-balance-after]')).toHaveText(won(300_000 - stake));
  await expect(bet).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // Today's games keep the round; a range that starts tomorrow holds nothing.
  await history.getByLabel('시작일').fill(koreanToday());
  await history.getByLabel('종료일').fill(koreanToday());
  await expect(rows.first()).toContainText('하늘 궁전');
  const tomorrow = new Date(Date.now() + 33 * 3_600_000).toISOString().slice(0, 10);
  await history.getByLabel('종료일').fill(tomorrow);
  await history.getByLabel('시작일').fill(tomorrow);
  await expect(history.getByText('내역이 없습니다.', { exact: true })).toBeVisible();

  const fit = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
    historyRight: document.querySelector('[data-history="money-history"]')?.getBoundingClientRect().right,
  }));
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.width);
  expect(fit.historyRight).toBeLessThanOrEqual(fit.width);
});
