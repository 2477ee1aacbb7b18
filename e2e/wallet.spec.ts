import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import {
  confirmMoney,
  expectSamePage,
  hideSeededPopups,
  markPage,
  maskedAccount,
  messageDialog,
  signIn,
} from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test.afterAll(closeE2eDatabase);

test('a visitor opening /deposit by URL is told to sign in and taken home', async ({ page }) => {
  await page.goto('/deposit');
  const dialog = messageDialog(page, 'msg2001');
  await expect(dialog).toContainText('로그인 후 이용할 수 있습니다.');
  await dialog.getByRole('button').first().click();
  await expect(page).toHaveURL('/');
});

test('a deposit request shows as pending and a second one waits', async ({ page }) => {
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: '입금 신청', level: 1 })).toBeVisible();
  await expect(page.locator('[data-limits="deposit"]')).toContainText('원');

  const amount = page.getByLabel('입금 금액');
  await amount.fill('12345');
  await expect(amount).toHaveValue('12,345');
  await page.getByRole('button', { name: '초기화' }).click();
  await expect(amount).toHaveValue('');
  await page.getByRole('button', { name: '+10,000' }).click();
  await page.getByRole('button', { name: '+50,000' }).click();
  await expect(amount).toHaveValue('60,000');
  await page.getByLabel('입금자명').fill('최지우');
  await page.getByRole('button', { name: '입금 신청', exact: true }).click();
  await expect(page.locator('[data-result="success"]')).toContainText('입금 신청이 접수되었습니다');

  const history = page.locator('[data-history="deposit-list"]');
  const row = history.getByRole('row').filter({ hasText: '60,000원' });
  await expect(row).toContainText('최지우');
  await expect(row.locator('[data-status="wait"]')).toHaveText('대기');

  await page.getByRole('button', { name: '+100,000' }).click();
  await page.getByRole('button', { name: '입금 신청', exact: true }).click();
  await expect(page.locator('[data-result="error"]')).toContainText(
    '처리 대기 중인 입금 신청이 이미 있습니다',
  );
});

test('an amount under the minimum is refused by its field, and the account question is sent', async ({
  page,
}) => {
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/deposit');
  await page.getByLabel('입금 금액').fill('1');
  await page.getByLabel('입금자명').fill('최지우');
  await page.getByRole('button', { name: '입금 신청', exact: true }).click();
  await expect(page.locator('#deposit-amount-error')).toContainText(/최소 [\d,]+원 이상/);

  await page.getByRole('button', { name: '입금 계좌 문의하기' }).click();
  await expect(page.locator('[data-result="success"]')).toContainText('고객센터');
  await expect(page.locator('[data-link="help"]')).toHaveAttribute('href', '/help');
  await page.getByRole('button', { name: '입금 계좌 문의하기' }).click();
  await expect(page.locator('[data-result="error"]')).toContainText('이미 계좌 문의를 하셨습니다');
});

test('/deposit has no serious or critical accessibility violation', async ({ page }, testInfo) => {
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: '입금 신청', level: 1 })).toBeVisible();
  await expect(page.locator('[data-history="deposit-list"]')).toContainText('내역이 없습니다');
  const path = testInfo.outputPath('deposit-1440.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('deposit-1440', { path, contentType: 'image/png' });
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a withdrawal holds the amount at once and shows as pending; a wrong exchange password is refused', async ({
  page,
}) => {
  const member = await createFreshMember({ cash: 200_000 });
  await signIn(page, member);
  await page.goto('/withdraw');
  await markPage(page);
  const topBar = page.locator('[data-region="top-bar"]');
  await expect(topBar).toContainText('200,000원');
  await expect(page.locator('[data-amount="balance"]')).toHaveText('200,000원');
  const account = page.locator('#withdraw-account-heading ~ dl');
  await expect(account).toContainText(maskedAccount(member.bankNumber));
  await expect(account).not.toContainText(member.bankNumber);
  await expect(page.locator('#withdraw-account-heading ~ dl')).toContainText(member.bankOwner);

  await expect(page.getByRole('heading', { name: '출금 가능 금액' })).toBeVisible();

  const password = page.getByLabel('환전 비밀번호');
  await page.getByRole('button', { name: '+500,000' }).click();
  await password.fill(member.exchangePassword);
  await page.getByRole('button', { name: '출금 신청', exact: true }).click();
  // Nothing is sent before the member's yes: the confirmation names the amount and the masked account.
  const confirmation = page.locator('[data-dialog="withdraw-confirm"]');
  await expect(confirmation).toContainText('출금 신청 확인');
  await expect(confirmation).toContainText('500,000원');
  await expect(confirmation).toContainText(maskedAccount(member.bankNumber));
  await confirmation.getByRole('button', { name: '닫기' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.locator('[data-result]')).toHaveCount(0);
  await password.fill(member.exchangePassword);
  await page.getByRole('button', { name: '출금 신청', exact: true }).click();
  await confirmMoney(page, 'withdraw-confirm', '출금 신청');
  await expect(page.locator('[data-result="error"]')).toHaveText('보유머니가 부족합니다.');
  await page.getByRole('button', { name: '초기화' }).click();

  await page.getByRole('button', { name: '+50,000' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill('9999');
  await page.getByRole('button', { name: '출금 신청', exact: true }).click();
  await confirmMoney(page, 'withdraw-confirm', '출금 신청');
  await expect(page.locator('[data-result="error"]')).toHaveText('환전 비밀번호가 올바르지 않습니다.');
  await expect(topBar).toContainText('200,000원');

  await password.fill(member.exchangePassword);
  await page.getByRole('button', { name: '출금 신청', exact: true }).click();
  await confirmMoney(page, 'withdraw-confirm', '출금 신청');
  await expect(page.locator('[data-result="success"]')).toContainText('출금 신청이 접수되었습니다');
  await expect(topBar).toContainText('150,000원');
  await expect(page.locator('[data-amount="balance"]')).toHaveText('150,000원');
  await expectSamePage(page);
  const row = page.locator('[data-history="withdraw-list"]').getByRole('row').filter({ hasText: '50,000원' });
  await expect(row.locator('[data-status="wait"]')).toHaveText('대기');

  // The member takes it back: asked first, then the held amount returns and the row says cancelled.
  await row.getByRole('button', { name: '신청 취소' }).click();
  const cancel = page.locator('[data-dialog="withdraw-cancel-confirm"]');
  await expect(cancel).toContainText('이 출금 신청을 취소할까요?');
  await expect(cancel).toContainText('50,000원');
  await cancel.getByRole('button', { name: '닫기' }).click();
  await expect(row.locator('[data-status="wait"]')).toBeVisible();
  await expect(topBar).toContainText('150,000원');
  await row.getByRole('button', { name: '신청 취소' }).click();
  await confirmMoney(page, 'withdraw-cancel-confirm', '출금 취소');
  await expect(row.locator('[data-status="cansel"]')).toHaveText('취소');
  await expect(row.getByRole('button', { name: '신청 취소' })).toHaveCount(0);
  await expect(topBar).toContainText('200,000원');
  await expect(page.locator('[data-amount="balance"]')).toHaveText('200,000원');
  await expectSamePage(page);
});

test('a comp conversion moves comp to cash', async ({ page }, testInfo) => {
  const member = await createFreshMember({ cash: 10_000, comp: 30_000 });
  await signIn(page, member);
  await page.goto('/comp');
  await markPage(page);
  const topBar = page.locator('[data-region="top-bar"]');
  await expect(page.locator('[data-amount="comp"]')).toHaveText('30,000원');
  await expect(page.locator('[data-amount="cash"]')).toHaveText('10,000원');
  await expect(page.locator('[data-limits="comp"]')).toContainText('원부터 전환할 수 있습니다');

  await page.getByRole('button', { name: '최대' }).click();
  await expect(page.getByLabel('전환 금액')).toHaveValue('30,000');
  await page.getByRole('button', { name: '보유머니로 전환' }).click();
  await confirmMoney(page, 'comp-confirm', '보유머니로 전환');
  await expect(page.locator('[data-result="success"]')).toHaveText('콤프가 보유머니로 전환되었습니다.');
  await expect(page.locator('[data-amount="comp"]')).toHaveText('0원');
  await expect(page.locator('[data-amount="cash"]')).toHaveText('40,000원');
  await expect(topBar).toContainText('40,000원');
  await expectSamePage(page);
  const history = page.locator('[data-history="comp-history"]');
  await expect(history.getByRole('row').filter({ hasText: '콤프 전환' })).toContainText('-30,000원');
  await expect(history.getByRole('row').filter({ hasText: '콤프 적립' })).toContainText('+30,000원');
  await page.setViewportSize({ width: 390, height: 844 });
  const path = testInfo.outputPath('comp-390.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('comp-390', { path, contentType: 'image/png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByLabel('전환 금액').fill('5000000');
  await page.getByRole('button', { name: '보유머니로 전환' }).click();
  await confirmMoney(page, 'comp-confirm', '보유머니로 전환');
  await expect(page.locator('[data-result="error"]')).toContainText('콤프가 부족하거나');
});

test('five wrong exchange passwords lock withdrawals and say for how many minutes', async ({
  page,
}, testInfo) => {
  const member = await createFreshMember({ cash: 100_000 });
  await signIn(page, member);
  await page.goto('/withdraw');
  const result = page.getByRole('status');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByRole('button', { name: '+10,000' }).click();
    await page.getByLabel('환전 비밀번호').fill('0000');
    await page.getByRole('button', { name: '출금 신청', exact: true }).click();
    await confirmMoney(page, 'withdraw-confirm', '출금 신청');
    await expect(result).toHaveText('환전 비밀번호가 올바르지 않습니다.');
    await page.getByRole('button', { name: '초기화' }).click();
  }
  await page.getByRole('button', { name: '+10,000' }).click();
  await page.getByLabel('환전 비밀번호').fill(member.exchangePassword);
  await page.getByRole('button', { name: '출금 신청', exact: true }).click();
  await confirmMoney(page, 'withdraw-confirm', '출금 신청');
  await expect(result).toHaveText(/잘못된 입력이 반복되어 잠시 잠겼습니다. \d+분 후에 다시 시도해 주세요./);
  await expect(page.locator('[data-region="top-bar"]')).toContainText('100,000원');
  const path = testInfo.outputPath('withdraw-1440.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('withdraw-1440', { path, contentType: 'image/png' });
});
