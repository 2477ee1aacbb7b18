import { expect, type Page } from '@playwright/test';
import { createFreshMember } from './fresh-member';
import { hideSeededPopups, signIn } from './site';

/** Won as the site and the game window print it in Korean. */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The member's cash as the API holds it, through the site's proxy. */
export async function siteBalance(page: Page): Promise<number> {
  const response = await page.request.post('/api/routes/user-health-check', { data: {} });
  const body = (await response.json()) as { user: { balance: number | string } };
  return Number(body.user.balance);
}

/** Opens the game window that clicking `open` launches, and waits for its balance. */
export async function launch(page: Page, open: () => Promise<void>): Promise<Page> {
  const [game] = await Promise.all([page.waitForEvent('popup'), open()]);
  await game.waitForLoadState();
  await expect(game.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
  return game;
}

/** A fresh member with `cash`, signed in on the home page, opens the casino tile named `tile`. */
export async function openCasinoTile(page: Page, tile: string, cash: number): Promise<Page> {
  const member = await createFreshMember({ cash });
  await hideSeededPopups(page);
  await signIn(page, member);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('tab', { name: '카지노' }).click();
  const game = await launch(page, () =>
    page.getByRole('tabpanel').getByRole('button', { name: tile, exact: true }).click(),
  );
  await expect(game.getByTestId('balance')).toHaveText(won(cash), { timeout: 20_000 });
  return game;
}

/** The newest round in the window's history: its verify link, absolute, and the round id it names. */
export async function newestRound(game: Page): Promise<{ verifyUrl: string; roundId: string }> {
  const href = await game.locator('.history__row').first().getByRole('link').getAttribute('href');
  const verifyUrl = new URL(href!, game.url());
  return { verifyUrl: verifyUrl.toString(), roundId: verifyUrl.searchParams.get('round')! };
}
