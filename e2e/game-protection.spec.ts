import { findSlotTitle } from '@haneul/game-math';
import { expect, test, type Page } from '@playwright/test';
import { clearSettings, moveGameWindowStart, setRealityCheck, setSettings } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { openSlotTile } from './support/game-launch';

/**
 * Player protection in the game window (docs/protection.md#game-window), against the real game
 * server and wallet: the operator's safer slot settings as a UKGC operator sets them, and the
 * member's reality check.
 */
const SAFER_SLOTS = {
  slotMinSpinMs: 6_000,
  slotAutoplayAllowed: 0,
  slotTurboAllowed: 0,
  slotCelebrateAtOrBelowStake: 0,
};
const MINUTE = 60_000;

test.beforeAll(() => setSettings(SAFER_SLOTS));
test.afterAll(() => clearSettings(Object.keys(SAFER_SLOTS)));

/** A spin sent with the window's own session, as a script in the window could send it. */
async function spinFromScript(game: Page, bet: number): Promise<{ status: number; body: unknown }> {
  return game.evaluate(async (stake) => {
    const session = window.sessionStorage.getItem('haneul.game.session');
    const response = await fetch('/api/slot/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      body: JSON.stringify({ bet: stake }),
    });
    return { status: response.status, body: await response.json() };
  }, bet);
}

test('safer slot play and the reality check at the game window', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createFreshMember({ cash: 500_000 });
  const memberId = await setRealityCheck(member.userId, 15);
  const game = await openSlotTile(page, '호랑이 릴스', '달빛 호랑이', { member });
  const spin = game.getByRole('button', { name: '스핀' });

  // No autoplay, and no turbo: the spin button never offers to hurry a spin.
  await expect(game.getByRole('button', { name: /자동|터보|빠르게/ })).toHaveCount(0);
  await spin.click();
  await expect(spin).toBeDisabled();
  await expect(game.getByRole('button', { name: /빠르게/ })).toHaveCount(0);

  // Inside the least spin cycle the button rests and the server refuses a spin sent anyway.
  const bet = findSlotTitle('moonlit-tiger')!.minBet;
  expect(await spinFromScript(game, bet)).toEqual({
    status: 409,
    body: { status: 'too_soon', retryAfterMs: expect.any(Number) },
  });
  await expect(game.locator('.history__row')).toHaveCount(1);
  await expect(spin).toBeEnabled({ timeout: 15_000 });

  // Sixteen minutes into the session, a 15-minute check is due: the next spin opens it.
  await moveGameWindowStart(memberId, 16 * MINUTE);
  await spin.click();
  const check = game.getByRole('alertdialog', { name: '이용 현황 확인' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('16분');
  await expect(check).toContainText(`${bet.toLocaleString('ko-KR')}원`);
  await expect(game.locator('.history__row')).toHaveCount(1);

  await check.getByRole('button', { name: '계속하기' }).click();
  await expect(check).toBeHidden();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  await expect(game.locator('.history__row')).toHaveCount(2, { timeout: 15_000 });
});

test('a play limit reached stops the window taking bets, saying why', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createFreshMember({ cash: 500_000 });
  const game = await openSlotTile(page, '호랑이 릴스', '달빛 호랑이', { member });
  // A daily wager limit below the smallest stake: the wallet refuses the very next bet.
  const limit = await page.request.post('/api/routes/set-play-limit', {
    data: { kind: 'wager', period: 'day', amount: 100 },
  });
  expect(await limit.json()).toMatchObject({ status: 'success' });

  await game.getByRole('button', { name: '스핀' }).click();
  const stopped = game.locator('.play-stopped');
  await expect(stopped).toContainText('베팅이 중지되었습니다');
  await expect(stopped).toContainText('이용 한도에 도달했습니다');
  // The whole game beneath is inert: no bet control can be reached any more.
  await expect(game.locator('.game-window__screen')).toHaveAttribute('inert', '');
  await expect(game.locator('.history__row')).toHaveCount(0);
});
