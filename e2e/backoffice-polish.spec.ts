import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { helpTickets } from '@haneul/db';
import { BACKOFFICE_URL, backofficeRoute, insertOpenTicket, staffPage } from './support/backoffice';
import { closeE2eDatabase, e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';

// A staff sign-in may wait for the next TOTP step (each code signs in once).
test.setTimeout(90_000);
test.afterAll(closeE2eDatabase);

test('the back office shows its loading screen, not a blank page, before the app renders', async ({
  browser,
}) => {
  // Without scripts the page stays as it is before the bundle runs: the loading screen, not a blank.
  const before = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
  const still = await before.newPage();
  await still.goto(BACKOFFICE_URL);
  const boot = still.getByTestId('boot-screen');
  await expect(boot).toBeVisible();
  await expect(boot).toContainText('백오피스를 불러오는 중입니다');
  await before.close();
});

test('a failed staff sign-in shows in the audit log with the id tried; logged values read in Korean', async ({
  page,
  browser,
}) => {
  const tried = `e2e-nobody-${randomBytes(3).toString('hex')}`;
  await page.goto(BACKOFFICE_URL);
  await page.getByLabel('아이디').fill(tried);
  await page.getByLabel('비밀번호').fill('not-a-password-1');
  await page.getByLabel('인증 코드 (6자리)').fill('123456');
  const refused = page.waitForResponse((response) => response.url().endsWith('/backoffice/api/auth/login'));
  await page.getByRole('button', { name: '로그인' }).click();
  expect((await refused).status()).toBe(401);

  const office = await staffPage(browser);
  await office.goto(backofficeRoute('audit', { targetId: tried }));
  const row = office.getByRole('row').filter({ hasText: tried });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('로그인 실패');
  await expect(row).toContainText('직원 로그인 시도');
  await expect(row).toContainText('없음 (로그인 실패)');
  await expect(row).toContainText('127.0.0.1');

  // The operator's own sign-in is an `auth.login` row: shown in words, never as the code.
  await office.goto(backofficeRoute('audit', { action: 'auth.login' }));
  await expect(office.getByRole('cell', { name: '로그인', exact: true }).first()).toBeVisible();
  await expect(office.getByRole('cell', { name: '직원 세션', exact: true }).first()).toBeVisible();
  await expect(office.getByText('auth.login', { exact: true })).toHaveCount(0);
  await expect(office.getByText('staff_session', { exact: true })).toHaveCount(0);

  const member = await createFreshMember();
  const ticketId = await insertOpenTicket(member.userId, `e2e answered ${Date.now()}`);
  const { db } = await e2eDatabase();
  const [ticket] = await db
    .update(helpTickets)
    .set({ state: 'answered' })
    .where(eq(helpTickets.id, ticketId))
    .returning({ memberId: helpTickets.memberId });
  await office.goto(backofficeRoute(`members/${ticket!.memberId}/show/tickets`));
  const ticketRow = office.getByRole('row').filter({ hasText: 'e2e answered' });
  await expect(ticketRow).toContainText('답변 완료');
  await expect(office.getByText('answered', { exact: true })).toHaveCount(0);
  await office.goto(backofficeRoute('tickets', { state: 'answered' }));
  await expect(office.getByRole('row').filter({ hasText: 'e2e answered' })).toContainText('답변 완료');
  await expect(office.getByText('answered', { exact: true })).toHaveCount(0);
  await office.context().close();
});
