import { and, eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { helpTickets, members } from '@haneul/db';
import { backofficeRoute, staffPage } from './support/backoffice';
import { e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, messageDialog } from './support/site';

// A staff sign-in may wait for a fresh TOTP step (up to 30 s).
test.setTimeout(90_000);

/**
 * The whole forgotten-password journey: the visitor asks from /login's link, the operator issues a
 * temporary password from the ticket, the member signs in with it and must set a new one before the
 * site shows anything else.
 */
test('a forgotten password: asked on the site, issued in the back office, changed at the next sign-in', async ({
  page,
  browser,
}) => {
  const member = await createFreshMember();
  await hideSeededPopups(page);
  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/login\/help$/);
  const ask = page.getByRole('form', { name: '비밀번호 찾기' });
  await ask.getByLabel('아이디').fill(member.userId);
  await ask.getByLabel('연락처').fill('010-3030-4040');
  await ask.getByLabel('남기실 말씀 (선택)').fill('저녁에 연락 주세요');
  await ask.getByRole('button', { name: '요청 보내기' }).click();
  await expect(ask.getByRole('status')).toContainText('요청이 접수되었습니다.');

  const { db } = await e2eDatabase();
  const [ticket] = await db
    .select({ id: helpTickets.id })
    .from(helpTickets)
    .innerJoin(members, eq(members.id, helpTickets.memberId))
    .where(and(eq(members.userId, member.userId), eq(helpTickets.kind, 'password_help')));
  if (!ticket) throw new Error('the password-help ticket was not filed');

  const office = await staffPage(browser);
  await office.goto(backofficeRoute(`tickets/${ticket.id}/show`));
  await expect(office.getByTestId('contact-phone')).toContainText('010-3030-4040');
  await office.getByRole('button', { name: '비밀번호 초기화' }).click();
  await office.getByRole('dialog').getByRole('button', { name: '비밀번호 초기화' }).click();
  const temporary = (await office.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporary).toMatch(/^[A-Za-z2-9]{12}$/);
  await office.context().close();

  await page.goto('/login');
  const form = page.locator('main form');
  await form.getByLabel('아이디').fill(member.userId);
  await form.getByLabel('비밀번호').fill(temporary);
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(messageDialog(page, 'msg2029')).toBeVisible();
  await page.keyboard.press('Escape');

  // Nothing but the change form, wherever the member goes.
  const gate = page.getByRole('region', { name: '비밀번호를 변경해 주세요' });
  await expect(gate).toBeVisible();
  await page.goto('/deposit');
  await expect(gate).toBeVisible();
  const refused = await page.request.post('/api/routes/get-member', { data: {} });
  expect(await refused.json()).toEqual({ status: 'change_password' });

  const newPassword = 'Busan-night-market-2031';
  await gate.getByLabel('현재 비밀번호').fill(temporary);
  await gate.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await gate.getByLabel('새 비밀번호 확인').fill(newPassword);
  await gate.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(gate).toBeHidden();
  const profile = await page.request.post('/api/routes/get-member', { data: {} });
  expect(await profile.json()).toMatchObject({ status: 'success' });
});
