import { gameTransfers, reconcile } from '@haneul/db';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { backofficeRoute, staffPage } from './support/backoffice';
import { closeE2eDatabase, e2eDatabase, memberIdOf } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { fetchRound, launch, newestRound, playOneSpin, siteBalance, won } from './support/game-launch';
import { confirmMoney, hideSeededPopups, signIn } from './support/site';

// A staff sign-in may wait for the next TOTP step, and a spin may play a long feature.
test.setTimeout(300_000);
test.afterAll(closeE2eDatabase);

const STUDIO = '구름 게임즈';
const GAME = '하늘 궁전 (구름)';

test('a new member moves money into the transfer studio, plays there, brings it all back, and the ledger agrees', async ({
  page,
  browser,
}, testInfo) => {
  const member = await createFreshMember({ cash: 100_000 });
  await hideSeededPopups(page);
  await signIn(page, member);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('tab', { name: '슬롯' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: STUDIO }).click();
  const modal = page.locator('[data-dialog="slot-games"]');
  const panel = modal.locator('[data-panel="game-money"]');
  await expect(panel.getByRole('heading')).toHaveText(`${STUDIO} 게임머니`);
  await expect(panel.locator('[data-amount="game-money"]')).toHaveText(won(0));
  await expect(panel.locator('[data-amount="cash"]')).toHaveText(won(100_000));

  // Nothing typed, then more than the cash: told in Korean, nothing asked, nothing moved.
  await panel.getByRole('button', { name: '게임머니로 이동' }).click();
  await expect(panel.getByRole('alert')).toHaveText('옮길 금액을 입력해 주세요.');
  await panel.getByLabel('이동 금액').fill('150000');
  await panel.getByRole('button', { name: '게임머니로 이동' }).click();
  await expect(panel.getByRole('alert')).toHaveText('보유머니보다 많이 옮길 수 없습니다.');

  // Three quick +1만 make 30,000; closing the confirmation moves nothing.
  await panel.getByRole('button', { name: '초기화' }).click();
  for (let i = 0; i < 3; i += 1) await panel.getByRole('button', { name: '+1만' }).click();
  await expect(panel.getByLabel('이동 금액')).toHaveValue('30,000');
  await panel.getByRole('button', { name: '게임머니로 이동' }).click();
  const confirm = page.locator('[data-dialog="game-money-confirm"]');
  await expect(confirm).toContainText(`보유머니를 ${STUDIO} 게임머니로 옮길까요?`);
  await expect(confirm).toContainText(won(70_000));
  await confirm.getByRole('button', { name: '닫기' }).click();
  await expect(panel.locator('[data-amount="game-money"]')).toHaveText(won(0));
  await panel.getByRole('button', { name: '게임머니로 이동' }).click();
  await confirmMoney(page, 'game-money-confirm', '게임머니로 이동');
  await expect(panel.locator('[data-result="success"]')).toHaveText('30,000원을 게임머니로 옮겼습니다.');
  await expect(panel.locator('[data-amount="game-money"]')).toHaveText(won(30_000));
  await expect(panel.locator('[data-amount="cash"]')).toHaveText(won(70_000));
  await expect(page.locator('[data-region="top-bar"]')).toContainText(won(70_000));
  const shot = testInfo.outputPath('game-money-modal.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('game-money-modal', { path: shot, contentType: 'image/png' });

  // The studio's game plays from the money moved there, not from the cash.
  const game = await launch(page, () => modal.getByRole('button', { name: GAME, exact: true }).click());
  await expect(game.getByTestId('balance')).toHaveText(won(30_000), { timeout: 20_000 });
  await expect(game.locator('.slot-stage[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await playOneSpin(game);
  const { roundId } = await newestRound(game);
  const round = await fetchRound<{ stake: number; payout: number }>(game, roundId);
  const atStudio = 30_000 - round.stake + round.payout;
  await expect(game.getByTestId('balance')).toHaveText(won(atStudio));
  await game.close();
  expect(await siteBalance(page)).toBe(70_000);

  // Opening the studio again asks it for its figure: the spin shows in the game money.
  await page.keyboard.press('Escape');
  await page.getByRole('tabpanel').getByRole('button', { name: STUDIO }).click();
  await expect(panel.locator('[data-amount="game-money"]')).toHaveText(won(atStudio));
  await panel.getByRole('button', { name: '전액 회수' }).click();
  await confirmMoney(page, 'game-money-confirm', '전액 회수');
  await expect(panel.locator('[data-result="success"]')).toHaveText(
    `${atStudio.toLocaleString('ko-KR')}원을 보유머니로 회수했습니다.`,
  );
  await expect(panel.locator('[data-amount="game-money"]')).toHaveText(won(0));
  await expect(panel.locator('[data-amount="cash"]')).toHaveText(won(70_000 + atStudio));
  expect(await siteBalance(page)).toBe(100_000 - round.stake + round.payout);

  // The ledger: in, the play settled, all out, each done; the reconciliation finds nothing.
  const { db } = await e2eDatabase();
  const memberId = await memberIdOf(member.userId);
  const transfers = await db
    .select({ direction: gameTransfers.direction, amount: gameTransfers.amount, state: gameTransfers.state })
    .from(gameTransfers)
    .where(eq(gameTransfers.memberId, memberId))
    .orderBy(gameTransfers.id);
  const played = round.payout - round.stake;
  expect(transfers).toEqual([
    { direction: 'in', amount: 30_000, state: 'done' },
    ...(played === 0 ? [] : [{ direction: 'settle', amount: played, state: 'done' }]),
    { direction: 'out', amount: atStudio, state: 'done' },
  ]);
  const result = await reconcile(db, { now: new Date() });
  expect(result.drift.gameTransfers).toEqual({ count: 0, samples: [] });
  expect(result.clean).toBe(true);

  // The back office lists the member's transfers on their own tab.
  const office = await staffPage(browser);
  await office.goto(backofficeRoute(`members/${memberId}/show/game-transfers`));
  const rows = office.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(transfers.length);
  for (const row of await rows.all()) await expect(row).toContainText('완료');
  await expect(rows.filter({ hasText: '게임사로 입금' })).toContainText('30,000');
  await expect(rows.filter({ hasText: '게임사에서 회수' })).toContainText(atStudio.toLocaleString('ko-KR'));
  await office.context().close();
});

test('on a 360 px phone the game-money panel fits and the lobby shows it for the studio', async ({
  page,
}, testInfo) => {
  const member = await createFreshMember({ cash: 50_000 });
  await hideSeededPopups(page);
  await signIn(page, member);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/game');
  await page.getByRole('radio', { name: STUDIO }).check({ force: true });
  const panel = page.locator('[data-panel="game-money"]');
  await expect(panel.locator('[data-amount="cash"]')).toHaveText(won(50_000));
  await expect(panel.getByRole('button', { name: '전액 회수' })).toBeDisabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  const shot = testInfo.outputPath('game-money-360.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('game-money-360', { path: shot, contentType: 'image/png' });
});
