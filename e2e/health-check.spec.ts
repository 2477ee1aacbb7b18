import { expect, test } from '@playwright/test';
import { insertNote } from './support/database';
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
