import { expect, test } from '@playwright/test';
import { ADMIN, BACKOFFICE_URL, OPERATOR, staffPage } from './support/backoffice';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { signIn } from './support/site';

// Two staff sign-ins may each wait for the next TOTP step (each code signs in once).
test.setTimeout(120_000);
test.afterAll(closeE2eDatabase);

test('a member’s raise shows as a marker; an operator reviews it and reads the protection tab, and only an admin corrects the time-out', async ({
  page,
  browser,
}) => {
  // The member sets a deposit limit, asks to raise it, and takes a 24-hour time-out on the site.
  const member = await createFreshMember();
  await signIn(page, member);
  for (const data of [
    { kind: 'deposit', period: 'day', amount: 50_000 },
    { kind: 'deposit', period: 'day', amount: 80_000 },
  ]) {
    const set = await page.request.post('/api/routes/set-play-limit', { data });
    expect(await set.json()).toMatchObject({ status: 'success' });
  }
  const excluded = await page.request.post('/api/routes/set-self-exclusion', {
    data: { kind: 'time_out', period: '24h' },
  });
  expect(await excluded.json()).toMatchObject({ status: 'success' });

  // The operator finds the member among the markers (newest member first) and writes a review.
  const office = await staffPage(browser, OPERATOR);
  await office.goto(`${BACKOFFICE_URL}#/harm-markers?sort=id&order=DESC`);
  const row = office.getByRole('row').filter({ hasText: member.userId });
  await expect(row.locator('[data-marker="limit_raises"]')).toHaveText('최근 30일 한도 상향·해제 요청 1회');
  await expect(row).toContainText('검토 기록 없음');
  await row.getByRole('button', { name: '검토 기록' }).click();
  const review = office.getByRole('dialog');
  await review.getByLabel('조치').click();
  await office.getByRole('option', { name: '연락함' }).click();
  await review.getByLabel('메모 (필수)').fill('전화로 한도 상담');
  await review.getByRole('button', { name: '검토 기록' }).click();
  await expect(review).toBeHidden();
  await expect(row).toContainText('연락함 · 전화로 한도 상담');

  // The protection tab: the limit with its pending raise, the time-out in force, no way to lift it.
  await row.getByRole('link', { name: member.userId }).click();
  await office.getByRole('tab', { name: '이용자 보호' }).click();
  const tab = office.locator('[data-protection="member"]');
  const limits = tab.locator('[data-protection="limits"]').getByRole('row').filter({ hasText: '입금' });
  await expect(limits).toContainText('50,000');
  await expect(limits).toContainText('80,000(으)로 상향 대기');
  await expect(tab).toContainText('이용 중지 · 24시간');
  await expect(tab).toContainText('상향 요청');
  await expect(tab).toContainText('전화로 한도 상담');
  await expect(tab.getByRole('button', { name: '오류 정정' })).toHaveCount(0);
  const protectionUrl = office.url();
  await office.context().close();

  // An admin corrects the time-out as a data error: it ends now, with the reason beside it.
  const admin = await staffPage(browser, ADMIN);
  await admin.goto(protectionUrl);
  const adminTab = admin.locator('[data-protection="member"]');
  await adminTab.getByRole('button', { name: '오류 정정' }).click();
  const correction = admin.getByRole('dialog');
  await correction.getByLabel('사유 (필수)').fill('회원 요청 오입력 정정');
  await correction.getByRole('button', { name: '오류 정정' }).click();
  await expect(correction).toBeHidden();
  await expect(adminTab).toContainText('회원 요청 오입력 정정');
  await expect(adminTab.getByRole('row').filter({ hasText: '이용 중지' })).toContainText('admin');

  // The member may deposit again.
  const deposit = await page.request.post('/api/routes/apply-user-deposit', {
    data: { amount: 10_000, depositorName: member.bankOwner },
  });
  expect(await deposit.json()).toMatchObject({ status: 'success' });
  await admin.context().close();
});
