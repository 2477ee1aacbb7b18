import { expect, test } from '@playwright/test';
import { ADMIN, backofficeRoute, OPERATOR, staffPage } from './support/backoffice';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn } from './support/site';
import { openSoccer, selectionsOf } from './support/sport';

// Two staff sign-ins may each wait for the next TOTP step (each code signs in once).
test.setTimeout(120_000);

let restore: (() => Promise<void>) | undefined;
test.afterAll(async () => {
  await restore?.();
  await closeE2eDatabase();
});

/** Tomorrow at 19:00 as a datetime-local input takes it (the browser's zone is Korea's). */
function tomorrowEvening(): string {
  const day = new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  return `${day}T19:00`;
}

test('an operator makes a 1x2 match, a member bets on it, the operator enters the score and an admin approves: the member is paid', async ({
  page,
  browser,
}) => {
  const soccer = await openSoccer();
  restore = soccer.restore;
  const home = `하늘FC${Date.now() % 100_000}`;

  // The operator creates the match by hand and prices its 1x2 market.
  const office = await staffPage(browser, OPERATOR);
  await office.goto(backofficeRoute('sport-events/create'));
  await office.getByLabel('대회').click();
  await office.getByRole('option', { name: soccer.competitionKo }).click();
  await office.getByLabel('홈 (한국어)').fill(home);
  await office.getByLabel('홈 (영어)').fill('Haneul FC');
  await office.getByLabel('원정 (한국어)').fill('바다FC');
  await office.getByLabel('원정 (영어)').fill('Bada FC');
  await office.getByLabel('시작').fill(tomorrowEvening());
  await office.getByRole('button', { name: '저장' }).click();
  await expect(office).toHaveURL(/#\/sport-events\/\d+\/show/);
  const eventId = Number(/sport-events\/(\d+)\/show/.exec(office.url())?.[1]);
  await expect(office.getByText('아직 마켓이 없습니다')).toBeVisible();

  await office.getByRole('button', { name: '마켓 추가' }).click();
  const marketForm = office.getByRole('dialog');
  await marketForm.getByLabel('홈').fill('1.95');
  await marketForm.getByLabel('무승부').fill('3.40');
  await marketForm.getByLabel('원정').fill('3.80');
  await marketForm.getByRole('button', { name: '마켓 추가' }).click();
  await expect(marketForm).toBeHidden();
  const market = office.locator('[data-market]');
  await expect(market).toContainText('승무패');
  await expect(market.getByLabel('홈')).toHaveValue('1.95');

  // The member bets 10,000 on the home side through the site's proxy.
  await hideSeededPopups(page);
  const member = await createFreshMember({ cash: 100_000 });
  await signIn(page, member);
  const selections = await selectionsOf(eventId);
  const placed = await page.request.post('/api/routes/place-sport-bet', {
    data: {
      requestId: `e2e-sport-${Date.now()}`,
      stake: 10_000,
      legs: [{ selectionId: selections.home, price: 1.95 }],
      oddsChange: 'none',
    },
  });
  expect(await placed.json()).toMatchObject({
    status: 'success',
    bet: { state: 'open', potentialPayout: 19_500 },
  });

  // The operator enters 2 : 1; it waits for another staff member, and the operator cannot approve it.
  await office.reload();
  await expect(market).toContainText('9,500');
  await office.getByRole('button', { name: '결과 입력' }).click();
  const resultForm = office.getByRole('dialog');
  await resultForm.getByLabel('홈 점수').fill('2');
  await resultForm.getByLabel('원정 점수').fill('1');
  await resultForm.getByRole('button', { name: '결과 입력' }).click();
  await expect(resultForm).toBeHidden();
  const pending = office.locator('[data-result]');
  await expect(pending).toContainText('승인 대기');
  await expect(pending.getByRole('button', { name: '승인' })).toBeDisabled();
  await expect(market).toContainText('일시 중지');
  await office.context().close();

  // An admin approves it in the results queue, which shows who entered it.
  const admin = await staffPage(browser, ADMIN);
  await admin.goto(backofficeRoute('sport-results'));
  const row = admin.getByRole('row').filter({ hasText: home });
  await expect(row).toContainText('2 : 1');
  await expect(row).toContainText(OPERATOR.login);
  await row.getByRole('button', { name: '승인' }).click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toContainText('이 경기의 베팅이 바로 정산됩니다');
  await confirm.getByRole('button', { name: '승인' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: home })).toHaveCount(0);
  await admin.context().close();

  // The member's balance has the payout: 100,000 − 10,000 + 19,500.
  await page.goto('/');
  await expect(page.locator('[data-region="top-bar"]')).toContainText('109,500');
});
