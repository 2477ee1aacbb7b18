import { expect, test } from '@playwright/test';
import { insertAnsweredTicket, insertNote } from './support/staff-api';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, messageDialog, signIn, waitForSession } from './support/site';

test('a note sent by the desk raises the count and msg2003, at the latest at the next 30 s health check', async ({
  page,
}) => {
  await hideSeededPopups(page);
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/');
  await waitForSession(page);

  const notes = page.locator('[data-region="top-bar"] [data-count="notes"]');
  await expect(notes).toHaveText('0');
  await insertNote(member.userId, `e2e note ${Date.now()}`);

  // The stream usually tells at once; the health check, which answers from its cache only while
  // nothing of the member's changed, brings it otherwise.
  await page.clock.runFor(31_000);
  await expect(notes).toHaveText('1');
  const dialog = messageDialog(page, 'msg2003');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '쪽지함 가기' })).toHaveAttribute('href', '/note');
});

test('a staff reply raises the help count and msg2004 at the next 30 s health check', async ({ page }) => {
  await hideSeededPopups(page);
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await createFreshMember();
  await signIn(page, member);
  await page.goto('/');
  await waitForSession(page);

  const helps = page.locator('[data-region="top-bar"] [data-count="helps"]');
  await expect(helps).toHaveText('0');
  await insertAnsweredTicket(member.userId, `e2e ticket ${Date.now()}`);

  await page.clock.runFor(31_000);
  await expect(helps).toHaveText('1');
  const dialog = messageDialog(page, 'msg2004');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveAttribute('href', '/help');
});
