import { expect, type Page } from '@playwright/test';

export const DEMO = { userId: 'demo01', password: 'demo1234!' } as const;

/** The member site under test, as playwright.config.ts serves it (the same port variable). */
export const SITE_URL = `http://localhost:${process.env.E2E_WEB_PORT ?? '3400'}`;

/** Signs in through the site's proxy, so the page's context holds the session cookie. */
export async function signIn(
  page: Page,
  { userId, password }: { userId: string; password: string } = DEMO,
): Promise<void> {
  const response = await page.request.post('/api/routes/user-do-login', { data: { userId, password } });
  expect(await response.json()).toMatchObject({ status: 'authenticated' });
}

/** Waits until the page has hydrated and its session checks are scheduled (before moving a fake clock). */
export async function waitForSession(page: Page): Promise<void> {
  await page.locator('html[data-session-ready="true"]').waitFor({ state: 'attached' });
}

/** The open message dialog (msg2xxx), by its key. */
export function messageDialog(page: Page, key: string) {
  return page.locator(`[role="alertdialog"]:has([data-message-key="${key}"])`);
}

/** Hides the seeded popups for this page (a "hide for 24 h" marker per id) so they cover nothing. */
export async function hideSeededPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (let id = 1; id <= 200; id += 1) window.localStorage.setItem(`pop_${id}`, String(Date.now()));
  });
}

type MarkedWindow = Window & { e2eSamePage?: true };

/** Marks the loaded document, so a later check can tell the page was never reloaded or left. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as MarkedWindow).e2eSamePage = true;
  });
}

/** Passes only while the document marked by `markPage` is still the one shown (no navigation). */
export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as MarkedWindow).e2eSamePage === true)).toBe(true);
}

/** Says yes in one of the money pages' confirmations (`data-dialog` names it). */
export async function confirmMoney(page: Page, dialog: string, button: string): Promise<void> {
  await page.locator(`[data-dialog="${dialog}"]`).getByRole('button', { name: button, exact: true }).click();
}

/** An account number as the site shows it: every digit but the last four starred. */
export function maskedAccount(number: string): string {
  return number.replace(/\d(?=(?:\D*\d){4})/g, '*');
}
