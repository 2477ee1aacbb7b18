import { expect, test } from '@playwright/test';
import { backofficeRoute, staffPage } from './support/backoffice';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, messageDialog, signIn } from './support/site';

// A staff sign-in may wait for the next TOTP step (each code signs in once).
test.setTimeout(120_000);
test.afterAll(closeE2eDatabase);

test('a completed deposit that reaches the next level raises the member, who is told by note and sees it on /user', async ({
  page,
  browser,
}) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/user');
  const card = page.locator('#level-heading').locator('..');
  await expect(card).toContainText('Lv.1 브론즈');
  await expect(card).toContainText('실버까지 누적 입금 1,000,000원 남았습니다.');
  await expect(card.getByRole('progressbar', { name: '실버까지의 진행률' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { amount: 1_000_000, depositorName: member.bankOwner },
  });
  expect(await applied.json()).toMatchObject({ status: 'success' });

  const office = await staffPage(browser);
  await office.goto(backofficeRoute('deposits', { q: member.userId }));
  const row = office.getByRole('row').filter({ hasText: member.userId });
  await row.getByRole('button', { name: '완료' }).click();
  const confirm = office.getByRole('dialog');
  await confirm.getByLabel('메모').fill('입금 확인');
  await confirm.getByRole('button', { name: '완료' }).click();
  await expect(confirm).toBeHidden();
  await office.context().close();

  // The notes arrive over the stream: the deposit's and the level's.
  await expect(messageDialog(page, 'msg2003')).toBeVisible();
  await page.goto('/note');
  await expect(page.getByText('입금 처리 완료 안내')).toBeVisible();
  await expect(page.getByText('실버 레벨 승급을 축하드립니다')).toBeVisible();

  await page.goto('/user');
  await expect(card).toContainText('Lv.2 실버');
  await expect(card).toContainText('골드까지 누적 입금 4,000,000원 남았습니다.');
  await expect(card.locator('[data-deposits]')).toHaveText('누적 입금 1,000,000원 / 5,000,000원');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');

  await page.goto('/en/user');
  await expect(page.locator('#level-heading').locator('..')).toContainText('Lv.2 Silver');
});
