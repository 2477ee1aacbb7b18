import { expect, test } from '@playwright/test';
import { severeViolations } from './support/axe';
import { createFreshMember } from './support/fresh-member';
import { fetchRound, newestRound, openSlotTile, revealSeeds, siteBalance, won } from './support/game-launch';
import { expectFits } from './support/phone-fit';

/** What the game server's public round call tells of a slot round. */
interface PlayedRound {
  stake: number;
  payout: number;
  state: string;
}

/**
 * The bets list end to end: a round spun on the real game server through the signed wallet shows
 * on the member site's bets page with the stake, the win and the cash it left, and its verify link
 * replays it on the game server's public page.
 */
test('a slot round played in the game window shows on the bets page and verifies', async ({ page }) => {
  test.setTimeout(150_000);
  const member = await createFreshMember({ cash: 200_000 });
  const game = await openSlotTile(page, '하늘 오리지널', '하늘 궁전', { member });
  const rows = game.locator('.history__row');
  const before = await rows.count();
  await game.getByRole('button', { name: '스핀' }).click();
  await expect(rows).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(game.getByRole('button', { name: '스핀' })).toBeEnabled({ timeout: 30_000 });
  const { verifyUrl, roundId } = await newestRound(game);
  const round = await fetchRound<PlayedRound>(game, roundId);
  expect(round.state).toBe('settled');
  const balance = await siteBalance(page);
  expect(balance).toBe(200_000 - round.stake + round.payout);

  await page.goto('/bets');
  const row = page.locator(`[data-bet-round="${roundId}"]`);
  // The first read can wait behind the stream's opening balance event, which reads the list again.
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toHaveAttribute('data-state', 'settled');
  await expect(row).toContainText('하늘 궁전');
  await expect(row).toContainText('종료');
  await expect(row.locator('[data-amount="stake"] dd')).toHaveText(won(round.stake));
  await expect(row.locator('[data-amount="win"] dd')).toHaveText(won(round.payout));
  await expect(row.locator('[data-amount="balanceAfter"] dd')).toHaveText(won(balance));

  expect(await severeViolations(page)).toEqual([]);

  // The slot filter keeps it; the casino filter has nothing of this member's; today's range keeps it.
  const filters = page.locator('[data-bet-filters]');
  await filters.getByRole('button', { name: '카지노' }).click();
  await expect(page.getByText('조건에 맞는 베팅 내역이 없습니다.')).toBeVisible();
  await filters.getByRole('button', { name: '슬롯' }).click();
  await expect(row).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  await filters.getByLabel('시작일').fill(today);
  await filters.getByLabel('종료일').fill(today);
  await expect(row).toBeVisible();

  // The link names the same round on the game server's verify page and opens it in a new tab.
  const link = row.getByRole('link', { name: '하늘 궁전 라운드 검증 (새 창)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = new URL((await link.getAttribute('href'))!);
  const expected = new URL(verifyUrl);
  expect(`${href.pathname}${href.search}`).toBe(`${expected.pathname}${expected.search}`);
  await revealSeeds(game);
  const [verify] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(verify.getByText('게임 전에 공개한 해시와 일치합니다.')).toBeVisible({ timeout: 20_000 });
  await expect(verify.getByText('저장된 게임 결과와 정확히 일치합니다.')).toBeVisible();

  // On a 360 px phone the rows stack and nothing pushes the page sideways, in Korean and Vietnamese.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFits(page, '/bets', `[data-bet-round="${roundId}"]`);
  await expectFits(page, '/vn/bets', `[data-bet-round="${roundId}"]`);
});
