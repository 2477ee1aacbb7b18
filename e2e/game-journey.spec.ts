import { expect, test } from '@playwright/test';
import { createFreshMember } from './support/fresh-member';
import { launch, siteBalance, won } from './support/game-launch';
import { hideSeededPopups, signIn } from './support/site';

/**
 * The whole chain with nothing faked: the member site opens a game window on the real game server
 * (:4500 in the e2e stack), the game server moves money through the signed wallet protocol, and the
 * site shows the new balance. Then the round is verified on the public verify page.
 */

test('a slot opened from the home tile spins on the game server and the site balance follows', async ({
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
  // Neither the launch code nor any token stays in the window's address.
  expect(game.url()).not.toMatch(/launch=|token=/);
  await expect(game.getByTestId('balance')).toHaveText(won(300_000));
  await expect(game.locator('.slot-stage[data-ready="true"]')).toBeVisible({ timeout: 30_000 });

  const rows = game.locator('.history__row');
  const before = await rows.count();
  await game.getByRole('button', { name: '스핀' }).click();
  await expect(rows).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(game.getByRole('button', { name: '스핀' })).toBeEnabled({ timeout: 30_000 });

  // The window's balance is the wallet's answer; the site's top bar hears the same ledger move
  // over the live stream (the expectation's wait is shorter than the 30-second health check).
  const after = await siteBalance(page);
  await expect(game.getByTestId('balance')).toHaveText(won(after), { timeout: 20_000 });
  await expect(page.locator('[data-region="top-bar"]')).toContainText(won(after));

  // Rotating the seed pair reveals the server seed; the public page then recomputes the round.
  const verifyHref = await rows.first().getByRole('link').getAttribute('href');
  expect(verifyHref).toMatch(/^\/verify\?round=/);
  await game.getByRole('tab', { name: '공정성 검증' }).click();
  await game.getByRole('button', { name: '서버 시드 교체하고 공개하기' }).click();
  await expect(game.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const verify = await game.context().newPage();
  await verify.goto(new URL(verifyHref!, game.url()).toString());
  await expect(verify.getByText('게임 전에 공개한 해시와 일치합니다.')).toBeVisible({ timeout: 20_000 });
  await expect(verify.getByText('저장된 게임 결과와 정확히 일치합니다.')).toBeVisible();
});

test('baccarat opened from the casino tile deals on the game server and the site balance follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await createFreshMember({ cash: 200_000 });
  await hideSeededPopups(page);
  await signIn(page, member);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');

  await page.getByRole('tab', { name: '카지노' }).click();
  const game = await launch(page, () =>
    page.getByRole('tabpanel').getByRole('button', { name: '바카라', exact: true }).click(),
  );
  await expect(game.getByTestId('balance')).toHaveText(won(200_000));
  const rows = game.locator('.history__row');
  const before = await rows.count();
  await game.getByRole('radio', { name: won(10_000) }).click();
  await game.getByRole('button', { name: /^플레이어에 베팅/ }).click();
  await game.getByRole('button', { name: '딜' }).click();
  await expect(rows).toHaveCount(before + 1, { timeout: 30_000 });

  // Player pays 1:1 and pushes on a tie: the balance is 190,000, 200,000 or 210,000.
  const after = await siteBalance(page);
  expect([190_000, 200_000, 210_000]).toContain(after);
  await expect(game.getByTestId('balance')).toHaveText(won(after), { timeout: 20_000 });
});
