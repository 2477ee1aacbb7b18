import { expect, type Page } from '@playwright/test';
import { createFreshMember } from './fresh-member';
import { DEMO, hideSeededPopups, signIn } from './site';

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

/** A round as the game server's public round call answers it. */
export async function fetchRound<T>(game: Page, roundId: string): Promise<T> {
  const response = await game.request.get(new URL(`/api/rounds/${roundId}`, game.url()).toString());
  return ((await response.json()) as { round: T }).round;
}

/** Rotates the window's seed pair from the fairness tab, which reveals the server seed of the rounds played. */
export async function revealSeeds(game: Page): Promise<void> {
  await game.getByRole('tab', { name: '공정성 검증' }).click();
  await game.getByRole('button', { name: '서버 시드 교체하고 공개하기' }).click();
  await expect(game.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
}

/** Phone sizes the issue names: held upright, on its side, and the smallest common one. */
export const PHONES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 360, height: 640 },
] as const;

/** The newest round in the window's history: its verify link, absolute, and the round id it names. */
export async function newestRound(game: Page): Promise<{ verifyUrl: string; roundId: string }> {
  const href = await game.locator('.history__row').first().getByRole('link').getAttribute('href');
  const verifyUrl = new URL(href!, game.url());
  return { verifyUrl: verifyUrl.toString(), roundId: verifyUrl.searchParams.get('round')! };
}

/**
 * demo01 (or `member`), signed in on the home page (Korean unless `page` names another locale's, with its slot
 * tab's name), opens the slot named `title` from its studio's list; answers the window once its
 * reels are drawn.
 */
export async function openSlotTile(
  page: Page,
  studio: string,
  title: string,
  {
    path = '/',
    tab = '슬롯',
    member = DEMO,
  }: { path?: string; tab?: string; member?: { userId: string; password: string } } = {},
): Promise<Page> {
  await hideSeededPopups(page);
  await signIn(page, member);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: studio }).click();
  const game = await launch(page, () =>
    page.locator('[data-dialog="slot-games"]').getByRole('button', { name: title, exact: true }).click(),
  );
  await expect(game.locator('.slot-stage[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  return game;
}

/**
 * Spins once and waits until the window has played the round back (free spins, tumbles or a
 * hold-and-spin feature included) and listed it in the history.
 */
export async function playOneSpin(game: Page): Promise<void> {
  const rows = game.locator('.history__row');
  const before = await rows.count();
  const spinButton = game.locator('.spin-button');
  await spinButton.click();
  await expect(rows).toHaveCount(before + 1, { timeout: 180_000 });
  await expect(spinButton).toHaveAccessibleName('스핀', { timeout: 30_000 });
}
