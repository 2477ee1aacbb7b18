import { expect, test } from '@playwright/test';
import { backofficeRoute, staffPage } from './support/backoffice';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn } from './support/site';

// A staff sign-in may wait for the next TOTP step (each code signs in once).
test.setTimeout(90_000);
test.afterAll(closeE2eDatabase);

test('the withdrawal-cancel dialog says 닫기 and 출금 취소, wants a memo, and closing it cancels nothing', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideSeededPopups(page);
  const member = await createFreshMember({ cash: 100_000 });
  await signIn(page, member);
  const applied = await page.request.post('/api/routes/apply-user-withdraw', {
    data: { amount: 30_000, exchangePassword: member.exchangePassword },
  });
  expect(await applied.json()).toMatchObject({ status: 'success', balance: 70_000 });

  const office = await staffPage(browser);
  await office.goto(backofficeRoute('withdrawals', { q: member.userId }));
  const row = office.getByRole('row').filter({ hasText: member.userId });
  await expect(row).toContainText('30,000');
  await row.getByRole('button', { name: '취소' }).click();
  const dialog = office.getByRole('dialog');
  await expect(dialog).toContainText('출금 신청을 취소하고 30,000원을 회원 잔액으로 돌려줍니다.');
  // The way out and the action no longer share a name: a mis-click closes, it does not cancel.
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: '완료' })).toBeVisible();

  await row.getByRole('button', { name: '취소' }).click();
  const cancel = dialog.getByRole('button', { name: '출금 취소' });
  await expect(cancel).toBeDisabled();
  await dialog.getByLabel('메모').fill('회원 요청으로 취소');
  await cancel.click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: '완료' })).toHaveCount(0);
  await office.context().close();

  const money = await page.request.post('/api/routes/get-withdraw-list', { data: { page: 1 } });
  expect(await money.json()).toMatchObject({ items: [{ amount: 30_000, status: 'cansel' }] });
});
