import type { TStreamEvents } from '@haneul/contract';
import { expect, type Page, test } from '@playwright/test';
import { severeViolations } from './support/axe';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { confirmMoney, hideSeededPopups, messageDialog, signIn } from './support/site';

/**
 * Player protection on the member site: limits on my page and the deposit they stop, a time-out
 * closing deposits and games, and the stream's reminders. The stream is mocked (page.route) with
 * the events a test needs; its `retry` keeps the browser from asking again during the test.
 */

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test.afterAll(closeE2eDatabase);

/** A time shown to the minute (`2026-11-29 08:30`). */
const MINUTE = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

type Reminder = TStreamEvents['reminder'];

async function mockStream(page: Page, reminders: Reminder[]): Promise<void> {
  const body = ['retry: 600000', ''];
  for (const reminder of reminders) body.push('event: reminder', `data: ${JSON.stringify(reminder)}`, '');
  await page.route('**/api/stream', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: `${body.join('\n')}\n` }),
  );
}

/** Asks for a deposit of `amount` on /deposit. */
async function askDeposit(page: Page, amount: string): Promise<void> {
  await page.goto('/deposit');
  await page.getByLabel('입금 금액').fill(amount);
  await page.getByLabel('입금자명').fill('최지우');
  await page.getByRole('button', { name: '입금 신청', exact: true }).click();
}

test('a deposit limit set on my page stops a deposit beyond it; a raise waits its cooling-off', async ({
  page,
}) => {
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/user');
  const card = page.getByRole('region', { name: '이용 한도' });
  await expect(card.locator('[data-cooling-off]')).toContainText('24시간의 숙려 기간');
  await expect(card).toContainText('정해 둔 한도가 없습니다.');

  const form = page.getByRole('form', { name: '한도 정하기' });
  await form.getByLabel('종류').selectOption('deposit');
  await form.getByLabel('기간').selectOption('day');
  await form.getByLabel('금액(원)').fill('50000');
  await expect(form.getByLabel('금액(원)')).toHaveValue('50,000');
  await expect(form.locator('[data-effect="now"]')).toHaveText('바로 적용됩니다.');
  await form.getByRole('button', { name: '한도 정하기' }).click();
  await expect(card.locator('[data-result="success"]')).toHaveText('한도가 적용되었습니다.');
  const row = card.locator('[data-limit="deposit-day"]');
  await expect(row).toContainText('하루 입금 한도');
  await expect(row.locator('[data-used]')).toHaveText('0원 / 50,000원 사용');
  await expect(row.getByRole('progressbar', { name: '하루 입금 한도 사용량' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  await askDeposit(page, '60000');
  await expect(page.locator('[data-result="error"]')).toHaveText(
    '오늘 입금 한도를 넘습니다. 남은 한도는 50,000원입니다.',
  );

  await page.goto('/user');
  await form.getByLabel('금액(원)').fill('100000');
  await expect(form.locator('[data-effect="pending"]')).toContainText('지금 한도: 50,000원.');
  await expect(form.locator('[data-effect="pending"]')).toContainText('24시간 뒤에 직접 확정해야');
  await form.getByRole('button', { name: '한도 정하기' }).click();
  const pending = row.locator('[data-pending="waiting"]');
  await expect(pending).toContainText('100,000원(으)로 올리기 대기 중입니다.');
  await expect(pending).toContainText(new RegExp(`${MINUTE.source}부터 확정할 수 있습니다`));
  await expect(pending.getByRole('button', { name: '변경 확정' })).toBeDisabled();
  const from = MINUTE.exec((await pending.textContent()) ?? '')?.[0];
  await expect(row.locator('[data-used]')).toHaveText('0원 / 50,000원 사용');

  // Past the cooling-off on the page's clock the button wakes; the server's clock still says wait.
  await page.clock.setFixedTime(Date.now() + 25 * 3_600_000);
  await expect(row.locator('[data-pending="due"]')).toContainText('숙려 기간이 끝났습니다');
  await row.getByRole('button', { name: '변경 확정' }).click();
  await expect(row.locator('[data-result="error"]')).toHaveText(
    `아직 숙려 기간입니다. ${from}부터 확정할 수 있습니다.`,
  );

  await row.getByRole('button', { name: '변경 취소' }).click();
  await expect(row.locator('[data-pending]')).toHaveCount(0);
  await expect(row.getByRole('button', { name: '하루 입금 한도 해제' })).toBeVisible();
});

test('a time-out is confirmed with its consequences, then closes deposits and games but not withdrawals', async ({
  page,
}) => {
  const member = await createFreshMember({ cash: 20_000 });
  await signIn(page, member);
  await page.goto('/user');
  const card = page.getByRole('region', { name: '잠시 쉬기와 자가 제외' });
  await card.getByLabel('기간').selectOption('7d');
  await card.getByRole('button', { name: '7일 잠시 쉬기 시작' }).click();

  const dialog = page.getByRole('alertdialog', { name: '7일 잠시 쉬기를 시작할까요?' });
  await expect(dialog).toContainText('끝날 때까지 입금할 수 없습니다.');
  await expect(dialog).toContainText('카지노, 슬롯, 스포츠 베팅을 이용할 수 없습니다.');
  await expect(dialog).toContainText('줄이거나 취소할 수 없습니다.');
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  expect(await severeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '7일 잠시 쉬기 시작' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.locator('[data-exclusion="time_out"]')).toContainText(
    new RegExp(`7일 잠시 쉬기 중입니다. ${MINUTE.source}까지 입금과 게임을 이용할 수 없습니다.`),
  );

  await askDeposit(page, '10000');
  await expect(page.locator('[data-result="error"]')).toContainText(
    '잠시 쉬기나 자가 제외 기간에는 입금할 수 없습니다.',
  );

  await page.goto('/');
  await page.getByRole('tab', { name: '카지노' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: '블랙잭', exact: true }).click();
  await expect(messageDialog(page, 'excluded')).toContainText(
    '잠시 쉬기나 자가 제외 기간에는 게임을 이용할 수 없습니다.',
  );

  // The member's money is never locked in: a withdrawal goes through during the time-out.
  await page.goto('/withdraw');
  await page.getByRole('button', { name: '+10,000' }).click();
  await page.getByLabel('환전 비밀번호').fill(member.exchangePassword);
  await page.getByRole('button', { name: '출금 신청', exact: true }).click();
  await confirmMoney(page, 'withdraw-confirm', '출금 신청');
  await expect(page.locator('[data-result="success"]')).toContainText('출금 신청이 접수되었습니다');
  await expect(page.locator('[data-region="top-bar"]')).toContainText('10,000원');
});

test('before a first deposit a deposit limit is offered, and a skip is remembered', async ({ page }) => {
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/deposit');
  const offer = page.locator('[data-offer="deposit-limit"]');
  await expect(offer).toContainText('첫 입금 전에 입금 한도를 정해 보세요');
  await expect(offer.getByRole('link', { name: '입금 한도 정하기' })).toHaveAttribute(
    'href',
    '/user#play-limits-heading',
  );
  expect(await severeViolations(page)).toEqual([]);
  await offer.getByRole('button', { name: '다음에 하기' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: '입금 신청', level: 1 })).toBeVisible();
  await expect(page.getByLabel('입금 금액')).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('the reality check opens on the stream’s reminder and stays answered after a reload', async ({
  page,
}) => {
  const member = await createFreshMember();
  const check: Reminder = {
    kind: 'reality_check',
    due: 1,
    since: new Date(Date.now() - 3_900_000).toISOString(),
    seconds: 3_900,
    staked: 50_000,
    won: 20_000,
    net: -30_000,
  };
  await mockStream(page, [check]);
  await signIn(page, member);
  await page.goto('/notice');

  const dialog = page.getByRole('alertdialog', { name: '이용 시간 알림' });
  await expect(dialog).toContainText('이번 접속 후 1시간 5분이 지났습니다.');
  await expect(dialog.locator('[data-figure="staked"]')).toContainText('50,000원');
  await expect(dialog.locator('[data-figure="won"]')).toContainText('20,000원');
  await expect(dialog.locator('[data-figure="net"]')).toContainText('-30,000원');
  await expect(dialog.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '계속 이용하기' }).click();
  await expect(dialog).toHaveCount(0);

  // The stream repeats the answered check after a reload, then a limit at 80 %: only the notice shows.
  const near: Reminder = {
    kind: 'limit',
    limit: 'loss',
    period: 'week',
    periodStart: '2026-11-22T15:00:00.000Z',
    used: 80_000,
    amount: 100_000,
    reached: false,
  };
  await page.unroute('**/api/stream');
  const reached: Reminder = { ...near, limit: 'deposit', period: 'day', used: 100_000, reached: true };
  await mockStream(page, [check, near, reached]);
  await page.reload();
  const notice = page.locator('[data-limit-notice="near"]');
  await expect(notice).toContainText('한 주 손실 한도의 80%를 사용했습니다(80,000원 / 100,000원).');
  await expect(page.locator('[data-limit-notice="reached"]')).toContainText(
    '하루 입금 한도에 도달했습니다(100,000원 / 100,000원). 다음 기간이 시작될 때까지 입금할 수 없습니다.',
  );
  await expect(dialog).toHaveCount(0);
  expect(await severeViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: '알림 닫기' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-limit-notice]')).toHaveCount(1);
});

test('my page fits a 360×640 phone with its limits and exclusion, without sideways scroll; a permanent one is asked to end', async ({
  page,
}, testInfo) => {
  const member = await createFreshMember();
  await signIn(page, member);
  for (const data of [
    { kind: 'deposit', period: 'month', amount: 3_000_000 },
    { kind: 'session', period: 'day', amount: 120 },
    { kind: 'deposit', period: 'month', amount: 5_000_000 },
  ]) {
    const response = await page.request.post('/api/routes/set-play-limit', { data });
    expect(await response.json()).toMatchObject({ status: 'success' });
  }
  const excluded = await page.request.post('/api/routes/set-self-exclusion', {
    data: { kind: 'self_exclusion', period: 'permanent' },
  });
  expect(await excluded.json()).toMatchObject({ status: 'success', exclusion: { until: null } });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/user');
  await expect(page.locator('[data-limit="session-day"] [data-used]')).toHaveText('0분 / 120분 사용');
  await expect(page.locator('[data-limit="deposit-month"] [data-pending="waiting"]')).toBeVisible();
  await expect(page.getByRole('region', { name: '이용 시간 알림' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await severeViolations(page)).toEqual([]);
  const path = testInfo.outputPath('protection-360.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('protection-360', { path, contentType: 'image/png' });

  // A permanent self-exclusion ends only when asked to, 7 days after the asking.
  const status = page.locator('[data-exclusion="self_exclusion"]');
  await expect(status).toContainText('영구 자가 제외 중입니다. 입금과 게임을 이용할 수 없습니다.');
  await status.getByRole('button', { name: '종료 요청' }).click();
  const dialog = page.getByRole('alertdialog', { name: '영구 자가 제외의 종료를 요청할까요?' });
  await expect(dialog).toContainText('요청한 때로부터 7일 뒤에 끝나며');
  await dialog.getByRole('button', { name: '종료 요청' }).click();
  await expect(status).toContainText(new RegExp(`종료를 요청했습니다. ${MINUTE.source}에 끝납니다.`));
  await expect(status.getByRole('button', { name: '종료 요청' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The longest words the buttons carry (they do not wrap) are English and Vietnamese ones.
  for (const locale of ['en', 'vn']) {
    await page.goto(`/${locale}/user`);
    await expect(page.locator('[data-limit="session-day"]')).toBeVisible();
    await page.locator('input[name="exclusion-kind"][value="self_exclusion"]').check();
    await page.locator('#exclusion-period').selectOption('permanent');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.locator('#self-exclusion-heading ~ div button.btn-gold').click();
    const confirm = page.locator('[data-dialog="protection-confirm"]');
    await expect(confirm).toBeVisible();
    expect(await confirm.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);
    const path = testInfo.outputPath(`protection-360-${locale}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`protection-360-${locale}`, { path, contentType: 'image/png' });
  }
});
