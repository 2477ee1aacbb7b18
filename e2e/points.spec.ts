import { expect, test } from '@playwright/test';
import { members, reconcile } from '@haneul/db';
import { eq } from 'drizzle-orm';
import { backofficeRoute, OPERATOR, staffPage } from './support/backoffice';
import { closeE2eDatabase, e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { signIn } from './support/site';

// A staff sign-in may wait for the next TOTP step (each code signs in once).
test.setTimeout(120_000);
test.afterAll(closeE2eDatabase);

test('an operator grants event points in the back office; the member converts them to money above the minimum', async ({
  page,
  browser,
}) => {
  const member = await createFreshMember({ cash: 10_000 });
  const { db } = await e2eDatabase();
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.userId, member.userId));
  if (!row) throw new Error('fresh member missing');

  // The operator grants 30,000 P for an event from the member's screen.
  const office = await staffPage(browser, OPERATOR);
  await office.goto(backofficeRoute(`members/${row.id}/show`));
  await office.getByRole('button', { name: '포인트 지급' }).click();
  const grant = office.getByRole('dialog');
  await grant.getByLabel('포인트 (1P = 1원)').fill('30000');
  await grant.getByLabel('이벤트 (필수)').fill('주말 출석 이벤트');
  await grant.getByRole('button', { name: '포인트 지급' }).click();
  await expect(office.getByText('지급했습니다. 보유 포인트: 30,000')).toBeVisible();
  await office.context().close();

  // The member sees the points on my page.
  await signIn(page, member);
  await page.goto('/user');
  const card = page.getByRole('region', { name: '포인트' });
  await expect(card.locator('[data-amount="point"]')).toHaveText('30,000P');

  // Below the minimum the form says so before anything is sent (once the settings have said what it is).
  await expect(card).toContainText('최소 10,000P');
  await card.getByLabel('전환 금액').fill('5000');
  await card.getByRole('button', { name: '전환하기' }).click();
  await expect(card).toContainText('최소 10,000원 이상 입력해 주세요.');

  // Above it, a confirmation first; cancelling moves nothing, confirming converts.
  await card.getByLabel('전환 금액').fill('25000');
  await card.getByRole('button', { name: '전환하기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '포인트 전환 확인' });
  await expect(confirm).toContainText('25,000P을(를) 포인트 → 보유머니(으)로 전환하시겠습니까?');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(card.locator('[data-amount="point"]')).toHaveText('30,000P');
  await card.getByRole('button', { name: '전환하기' }).click();
  await confirm.getByRole('button', { name: '전환', exact: true }).click();
  await expect(card.locator('[data-result="success"]')).toHaveText('전환이 완료되었습니다.');
  await expect(card.locator('[data-amount="point"]')).toHaveText('5,000P');
  await expect(page.locator('[data-region="top-bar"]')).toContainText('35,000원');
  const history = page.locator('[data-history="money-history"]');
  await expect(history.getByRole('row').filter({ hasText: '포인트 전환' })).toContainText('+25,000원');

  // The ledger holds together with the new accounts: the reconciliation finds nothing.
  const result = await reconcile(db, { now: new Date() });
  expect(result.drift.pointEntries).toEqual({ count: 0, samples: [] });
  expect(result.clean).toBe(true);
});
