import { expect, test } from '@playwright/test';
import { insertAnsweredTicket, insertNote } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, messageDialog, signIn, waitForSession } from './support/site';

test('a new note raises the count and msg2003 at the next 30 s health check', async ({ page }) => {
  await hideSeededPopups(page);
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/');
  await waitForSession(page);

  const notes = page.locator('[data-region="top-bar"] [data-count="notes"]');
  const before = Number(await notes.textContent());
  await insertNote('demo01', `e2e note ${Date.now()}`);

  // Nothing changes before the interval...
  await page.clock.runFor(20_000);
  await expect(notes).toHaveText(String(before));
  // ...and the check at 30 s brings the new count and the message.
  await page.clock.runFor(11_000);
  await expect(notes).toHaveText(String(before + 1));
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
