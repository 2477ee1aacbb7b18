import { expect, test } from '@playwright/test';
import { members } from '@haneul/db';
import { eq } from 'drizzle-orm';
import { backofficeRoute, staffPage } from './support/backoffice';
import { closeE2eDatabase, e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn } from './support/site';

// A staff sign-in may wait for the next TOTP step (each code signs in once).
test.setTimeout(90_000);
test.afterAll(closeE2eDatabase);

async function memberIdOf(userId: string): Promise<number> {
  const { db } = await e2eDatabase();
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (!row) throw new Error(`no member ${userId}`);
  return row.id;
}

test('an operator locks a member’s withdrawals with a reason the member reads on /withdraw, then lifts it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideSeededPopups(page);
  const member = await createFreshMember({ cash: 100_000 });
  await signIn(page, member);
  const reason = '본인 확인이 필요합니다. 고객센터로 문의해 주세요.';

  const office = await staffPage(browser);
  await office.goto(backofficeRoute(`members/${await memberIdOf(member.userId)}/show/locks`));
  const tab = office.locator('[data-money-locks="member"]');
  await tab.getByRole('button', { name: '입출금 잠금' }).click();
  const dialog = office.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: '입출금 잠금' });
  // The reason is required: nothing to send until it is written.
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('사유 (회원에게 표시)').fill(reason);
  await confirm.click();
  await expect(dialog).toBeHidden();
  const row = tab.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('출금');

  await page.goto('/withdraw');
  const notice = page.locator('[data-money-lock="withdraw"]');
  await expect(notice).toContainText('운영자가 출금 신청을 잠갔습니다.');
  await expect(notice.locator('[data-lock-reason]')).toHaveText(reason);
  await expect(page.getByRole('button', { name: '출금 신청' })).toBeDisabled();
  await expect(page.getByLabel('출금 금액')).toBeDisabled();
  // Deposits are not locked.
  await page.goto('/deposit');
  await expect(page.locator('[data-money-lock]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '입금 신청' })).toBeEnabled();

  await row.getByRole('button', { name: '잠금 해제' }).click();
  await office.getByRole('dialog').getByRole('button', { name: '잠금 해제' }).click();
  await expect(row.getByRole('button', { name: '잠금 해제' })).toHaveCount(0);
  await expect(row).toContainText('operator');
  await office.context().close();

  await page.goto('/withdraw');
  await expect(page.getByRole('button', { name: '출금 신청' })).toBeEnabled();
  await expect(page.locator('[data-money-lock]')).toHaveCount(0);
});

test('a member deletes a finished deposit from their list after confirming; the pending one cannot be', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await hideSeededPopups(page);
  // The opening cash arrives as a completed deposit, listed on /deposit.
  const member = await createFreshMember({ cash: 50_000 });
  await signIn(page, member);
  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { amount: 30_000, depositorName: '최지우' },
  });
  expect(await applied.json()).toMatchObject({ status: 'success' });

  await page.goto('/deposit');
  const history = page.locator('[data-history="deposit-list"]');
  const finished = history.getByRole('row').filter({ hasText: '50,000' });
  const pending = history.getByRole('row').filter({ hasText: '30,000' });
  await expect(finished).toContainText('완료');
  await expect(pending.getByRole('button', { name: '삭제' })).toHaveCount(0);

  // Closing the question deletes nothing.
  await finished.getByRole('button', { name: '삭제' }).click();
  const question = page.locator('[data-dialog="delete-request-confirm"]');
  await expect(question).toContainText('이 내역을 목록에서 삭제할까요?');
  await question.getByRole('button', { name: '닫기' }).click();
  await expect(finished).toBeVisible();

  await finished.getByRole('button', { name: '삭제' }).click();
  await question.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(finished).toHaveCount(0);
  await expect(pending).toBeVisible();

  const list = await page.request.post('/api/routes/get-deposit-list', { data: { page: 1 } });
  expect(await list.json()).toMatchObject({ totalCount: 1, items: [{ amount: 30_000, status: 'wait' }] });
});
