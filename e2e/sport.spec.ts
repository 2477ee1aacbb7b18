import { potentialPayout, price } from '@haneul/sportsbook';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { severeViolations } from './support/axe';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { siteBalance, won } from './support/game-launch';
import { hideSeededPopups, signIn } from './support/site';

/**
 * The sportsbook on the member site against the API's demo feed (`SPORT_DEMO_FEED=1` in the e2e
 * servers): fixtures around the clock, matches in play, in-play bets that wait their delay. The
 * feed's results come after a whole match (24 minutes), so settlement is left to the back office's
 * spec, which enters results itself.
 */

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test.afterAll(closeE2eDatabase);

/** Waits until the demo feed has published its schedule (it polls every few seconds after boot). */
async function waitForFixtures(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/routes/get-sport-events', { data: { inPlay: false } });
        return ((await response.json()) as { events?: unknown[] }).events?.length ?? 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(10);
}

/**
 * The upcoming events, soonest first. Specs that place bets take them from the end: the soonest may
 * go in play (its markets suspended a moment) while the spec runs.
 */
const upcoming = (page: Page) => page.locator('[data-section="upcoming"] [data-event]');
const inPlay = (page: Page) => page.locator('[data-section="in-play"] [data-event]');
/** The prices of a row or a page that take bets now (a suspended market's are locked). */
const openPrices = (scope: Locator) => scope.locator('button[aria-pressed]:not([disabled])');
/** The slip beside the events (wide screens). */
const sideSlip = (page: Page) => page.locator('aside [data-slip]');

/** The decimal prices of the slip's selections, as shown. */
async function slipPrices(slip: Locator): Promise<number[]> {
  return (await slip.locator('[data-slip-price]').allInnerTexts()).map(Number);
}

/** What the server pays if every leg wins: the sportsbook's own rule, in integers. */
const payoutOf = (stake: number, prices: number[]) =>
  potentialPayout(
    stake,
    prices.map((decimal) => price(Math.round(decimal * 1000))),
  );

test('a member opens /sport from the sport tile, places a single and a two-event multi, and sees both in my bets', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await waitForFixtures(page);
  const member = await createFreshMember({ cash: 100_000 });
  await signIn(page, member);
  await page.goto('/');
  await page.getByRole('tab', { name: '스포츠' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: '축구' }).click();
  await expect(page).toHaveURL(/\/sport\?sport=soccer$/);
  await expect(page.getByRole('button', { name: /^축구 \d+경기$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(upcoming(page).first()).toBeVisible();
  // Every event shown is a football match: each competition's card carries football's artwork.
  for (const card of await page.locator('[data-section="upcoming"] [data-competition]').all()) {
    await expect(card.locator('img').first()).toHaveAttribute('src', '/images/games/soccer.svg');
  }

  const slip = sideSlip(page);
  await openPrices(upcoming(page).nth(-1)).first().click();
  await expect(slip.locator('[data-slip-leg]')).toHaveCount(1);
  await slip.getByLabel('배당 변경 시').selectOption('any');
  await slip.getByRole('button', { name: '+1만' }).click();
  await expect(slip.getByLabel('베팅 금액')).toHaveValue('10,000');
  const [single] = await slipPrices(slip);
  await expect(slip.locator('[data-slip-payout]')).toHaveText(won(payoutOf(10_000, [single!])));
  await slip.getByRole('button', { name: '베팅하기' }).click();
  const placed = slip.locator('[data-receipt-state="open"]');
  await expect(placed).toContainText('베팅이 접수되었습니다.');
  await expect(slip.locator('[data-slip-leg]')).toHaveCount(0);
  await expect(page.locator('[data-region="top-bar"]')).toContainText(won(90_000));

  // Two more events of the list, the result's first price of each: a multi (크로스) of both.
  await openPrices(upcoming(page).nth(-2)).first().click();
  await openPrices(upcoming(page).nth(-3)).first().click();
  await expect(slip.locator('[data-slip-leg]')).toHaveCount(2);
  await expect(slip.getByRole('button', { name: '크로스' })).toHaveAttribute('aria-pressed', 'true');
  await slip.getByRole('button', { name: '초기화' }).click();
  await slip.getByRole('button', { name: '+1만' }).click();
  await slip.getByRole('button', { name: '+1만' }).click();
  const legs = await slipPrices(slip);
  // Prices come in hundredths: their product floored to hundredths, in integers.
  const [a, b] = legs.map((decimal) => Math.round(decimal * 100));
  await expect(slip.locator('[data-slip-combined]')).toHaveText(
    (Math.floor((a! * b!) / 100) / 100).toFixed(2),
  );
  await expect(slip.locator('[data-slip-payout]')).toHaveText(won(payoutOf(20_000, legs)));
  await slip.getByRole('button', { name: '베팅하기' }).click();
  await expect(slip.locator('[data-receipt-state="open"]')).toHaveCount(2);
  await expect(page.locator('[data-region="top-bar"]')).toContainText(won(70_000));
  expect(await siteBalance(page)).toBe(70_000);

  await page.getByRole('link', { name: '베팅 내역', exact: true }).click();
  await expect(page.getByRole('heading', { name: '베팅 내역', level: 1 })).toBeVisible();
  const bets = page.locator('[data-bets="open"] [data-bet]');
  await expect(bets).toHaveCount(2);
  const multi = bets.filter({ hasText: '크로스 2폴더' });
  await expect(multi.locator('[data-leg-outcome="pending"]')).toHaveCount(2);
  await expect(multi.locator('[data-bet-field="stake"]')).toHaveText(won(20_000));
  await expect(multi.locator('[data-bet-field="potential"]')).toHaveText(won(payoutOf(20_000, legs)));
  const one = bets.filter({ hasText: '싱글' });
  await expect(one.locator('[data-bet-field="stake"]')).toHaveText(won(10_000));
  await expect(one.locator('[data-bet-field="payout"]')).toHaveText('-');

  // The odds-change policy is remembered on the next visit.
  await page.goto('/sport');
  await openPrices(upcoming(page).nth(-4)).first().click();
  await expect(sideSlip(page).getByLabel('배당 변경 시')).toHaveValue('any');
});

test('an in-play bet waits its delay, then is accepted or refused with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForFixtures(page);
  const member = await createFreshMember({ cash: 50_000 });
  await signIn(page, member);
  await page.goto('/sport');
  const live = inPlay(page).first();
  await expect(live.locator('[data-clock]')).not.toHaveText('');
  // A market is suspended for a moment after a score: wait for one that takes bets.
  const price = openPrices(page.locator('[data-section="in-play"]')).first();
  await expect(price).toBeVisible({ timeout: 60_000 });
  await price.click();

  const slip = sideSlip(page);
  await expect(slip.locator('[data-slip-leg]')).toContainText('라이브');
  await slip.getByLabel('배당 변경 시').selectOption('any');
  await slip.getByRole('button', { name: '+1만' }).click();
  await slip.getByRole('button', { name: '베팅하기' }).click();
  const receipt = slip.locator('[data-receipt]');
  await expect(receipt).toHaveAttribute('data-receipt-state', 'waiting');
  await expect(receipt).toContainText(/라이브 베팅 확인 중/);
  await expect(receipt).toHaveAttribute('data-receipt-state', /^(open|refused)$/, { timeout: 30_000 });

  // The market may have moved on (a score, the match over) in the delay: either way the member sees it.
  await page.getByRole('link', { name: '베팅 내역', exact: true }).click();
  if ((await receipt.getAttribute('data-receipt-state')) === 'open') {
    await expect(receipt).toContainText('라이브 베팅이 확정되었습니다.');
    await expect(page.locator('[data-region="top-bar"]')).toContainText(won(40_000));
    expect(await siteBalance(page)).toBe(40_000);
    await expect(page.locator('[data-bets="open"] [data-bet-result="open"]')).toHaveCount(1);
  } else {
    await expect(receipt).toContainText(/^베팅이 거절되었습니다\. \S/);
    expect(await siteBalance(page)).toBe(50_000);
    await page.getByRole('tab', { name: '종료' }).click();
    const refused = page.locator('[data-bets="settled"] [data-bet-result="refused"]');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('거절 사유:');
  }
});

test('refusals are told plainly: one event twice in a multi, a stake the balance does not cover, a visitor', async ({
  page,
}) => {
  await waitForFixtures(page);
  const member = await createFreshMember({ cash: 5_000 });
  await signIn(page, member);
  await page.goto('/sport');
  await upcoming(page).last().getByRole('link').first().click();
  await expect(page.locator('[data-market-group]').first()).toBeVisible();

  const slip = sideSlip(page);
  await openPrices(page.locator('[data-market-group]').nth(0)).first().click();
  await openPrices(page.locator('[data-market-group]').nth(1)).first().click();
  await slip.getByRole('button', { name: '+1만' }).click();
  await slip.getByRole('button', { name: '베팅하기' }).click();
  await expect(slip.getByRole('alert')).toHaveText(
    '같은 경기의 항목은 크로스로 묶을 수 없습니다. 싱글로 베팅하거나 한 항목을 빼 주세요.',
  );

  await slip.getByRole('button', { name: '싱글' }).click();
  await expect(slip.getByText('1건당 베팅 금액')).toBeVisible();
  await expect(slip.locator('[data-slip-total]')).toHaveText(won(20_000));
  await slip.getByRole('button', { name: '베팅하기' }).click();
  await expect(slip.locator('[data-slip-leg]').getByRole('alert')).toHaveText([
    '보유머니가 부족합니다.',
    '보유머니가 부족합니다.',
  ]);
  expect(await siteBalance(page)).toBe(5_000);

  await page.context().clearCookies();
  await page.reload();
  await openPrices(page.locator('[data-market-group]').nth(0)).first().click();
  await expect(slip).toContainText('로그인 후 베팅할 수 있습니다.');
  await expect(slip.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  await expect(slip.getByRole('button', { name: '베팅하기' })).toHaveCount(0);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
  { width: 360, height: 640 },
]) {
  test(`at ${size.width}×${size.height} the slip is a sheet with a count, and nothing scrolls sideways`, async ({
    page,
  }, testInfo) => {
    await waitForFixtures(page);
    const member = await createFreshMember({ cash: 30_000 });
    await signIn(page, member);
    await page.setViewportSize(size);
    await page.goto('/sport');
    const bar = page.locator('[data-slip-bar]');
    await expect(bar.locator('[data-slip-badge]')).toHaveText('0');
    await expect(page.locator('aside [data-slip]')).toBeHidden();
    await openPrices(upcoming(page).first()).first().click();
    await expect(bar.locator('[data-slip-badge]')).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await bar.click();
    const sheet = page.locator('[data-dialog="bet-slip"]');
    await expect(sheet.locator('[data-slip-leg]')).toHaveCount(1);
    await expect(sheet.getByRole('button', { name: '베팅하기' })).toBeVisible();
    await sheet.getByRole('button', { name: '+1만' }).click();
    await sheet.getByRole('button', { name: '베팅하기' }).click();
    await expect(sheet.locator('[data-receipt-state="open"]')).toBeVisible();
    await expect(bar.locator('[data-slip-badge]')).toHaveText('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    const path = testInfo.outputPath(`sport-slip-${size.width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`sport-slip-${size.width}`, { path, contentType: 'image/png' });
    await sheet.getByRole('button', { name: '닫기' }).first().click();
    await expect(sheet).toHaveCount(0);

    const eventPage = await upcoming(page).first().getByRole('link').first().getAttribute('href');
    for (const other of [eventPage!, '/sport/bets']) {
      await page.goto(other);
      await expect(page.locator('h1')).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
  });
}

test('the sportsbook has no serious or critical accessibility violation, in Korean and Japanese', async ({
  page,
}) => {
  // axe walks the whole events page twice: on two busy cores that alone can take half a minute,
  // and more than a minute on a slow CI host.
  test.setTimeout(180_000);
  await waitForFixtures(page);
  const member = await createFreshMember({ cash: 10_000 });
  await signIn(page, member);
  await page.goto('/sport');
  await openPrices(upcoming(page).first()).first().click();
  expect(await severeViolations(page)).toEqual([]);
  await upcoming(page).last().getByRole('link').first().click();
  await expect(page.locator('[data-market-group]').first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.goto('/sport/bets');
  await expect(page.locator('[data-bets="open"]')).toContainText('진행 중인 베팅이 없습니다.');
  expect(await severeViolations(page)).toEqual([]);

  // Japanese pages: the catalogue's sports in Japanese, teams and competitions in English.
  await page.goto('/jp/sport?sport=baseball');
  await expect(page.getByRole('heading', { name: 'スポーツ', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^野球 \d+試合$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-competition="kbo"]').first()).toContainText('KBO League');
  expect(await severeViolations(page)).toEqual([]);
});
