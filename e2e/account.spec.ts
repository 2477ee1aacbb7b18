import { expect, test } from '@playwright/test';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, maskedAccount, signIn } from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test.afterAll(closeE2eDatabase);

test('my page shows the profile, the read-only bank details and the money history', async ({
  page,
}, testInfo) => {
  const member = await createFreshMember({ cash: 70_000 });
  await signIn(page, member);
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: '마이페이지', level: 1 })).toBeVisible();
  const profile = page.locator('[data-card="profile"]');
  await expect(profile).toContainText(member.userId);
  await expect(profile).toContainText(member.nick);
  await expect(profile).toContainText('010-1234-5678');
  await expect(profile).toContainText('1레벨');
  await expect(profile).toContainText('1990-05-17');
  await expect(profile).toContainText(/\d{4}-\d{2}-\d{2}/);
  const bank = page.locator('[data-card="bank"]');
  await expect(bank).toContainText(member.bankName);
  await expect(bank).toContainText(maskedAccount(member.bankNumber));
  await expect(bank).not.toContainText(member.bankNumber);
  await expect(page.getByText('가입 후 직접 변경할 수 없습니다', { exact: false })).toBeVisible();
  const history = page.locator('[data-history="money-history"]');
  await expect(history.getByRole('row').filter({ hasText: '입금' })).toContainText('+70,000원');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const path = testInfo.outputPath(`my-page-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`my-page-${width}`, { path, contentType: 'image/png' });
  }
});

test('a wrong current password is refused; the exchange password can be changed', async ({ page }) => {
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/user');
  const passwordForm = page.getByRole('form', { name: '비밀번호 변경', exact: true });
  await passwordForm.getByLabel('현재 비밀번호').fill('not-my-password');
  await passwordForm.getByLabel('새 비밀번호', { exact: true }).fill('brandnew123!');
  await passwordForm.getByLabel('새 비밀번호 확인').fill('brandnew123!');
  await passwordForm.getByRole('button', { name: '비밀번호 변경', exact: true }).click();
  await expect(passwordForm.locator('[data-result="error"]')).toHaveText(
    '현재 비밀번호가 올바르지 않습니다.',
  );

  await passwordForm.getByLabel('새 비밀번호 확인').fill('different123!');
  await passwordForm.getByRole('button', { name: '비밀번호 변경', exact: true }).click();
  await expect(passwordForm.getByRole('alert')).toHaveText('새 비밀번호가 서로 일치하지 않습니다.');

  const exchangeForm = page.getByRole('form', { name: '환전 비밀번호 변경' });
  await exchangeForm.getByLabel('로그인 비밀번호').fill(member.password);
  await exchangeForm.getByLabel('새 환전 비밀번호').fill('246810');
  await exchangeForm.getByRole('button', { name: '환전 비밀번호 변경' }).click();
  await expect(exchangeForm.locator('[data-result="success"]')).toHaveText('환전 비밀번호가 변경되었습니다.');
});
