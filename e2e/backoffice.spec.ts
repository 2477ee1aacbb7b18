import { expect, test } from '@playwright/test';
import { ADMIN, backofficeRoute, insertOpenTicket, popupByTitle, staffPage } from './support/backoffice';
import { closeE2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import {
  expectSamePage,
  hideSeededPopups,
  markPage,
  messageDialog,
  signIn,
  waitForSession,
} from './support/site';

// A staff sign-in may wait for the next TOTP step (each code signs in once).
test.setTimeout(90_000);
test.afterAll(closeE2eDatabase);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('an operator completes a pending deposit and the member sees the new balance without a reload', async ({
  page,
  browser,
}) => {
  await hideSeededPopups(page);
  await page.clock.install();
  const member = await createFreshMember();
  await signIn(page, member);
  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { amount: 30_000, depositorName: member.bankOwner },
  });
  expect(await applied.json()).toMatchObject({ status: 'success' });
  await page.goto('/');
  await waitForSession(page);
  await expect(page.locator('html[data-live="open"]')).toBeAttached();
  await markPage(page);
  const topBar = page.locator('[data-region="top-bar"]');
  await expect(topBar).not.toContainText('30,000');

  const office = await staffPage(browser);
  await office.goto(backofficeRoute('deposits', { q: member.userId }));
  const row = office.getByRole('row').filter({ hasText: member.userId });
  await expect(row).toContainText('30,000');
  await row.getByRole('button', { name: '완료' }).click();
  const confirm = office.getByRole('dialog');
  await expect(confirm).toContainText('30,000원을 회원 잔액에 입금합니다.');
  // A money action says why: the memo comes first.
  await expect(confirm.getByRole('button', { name: '완료' })).toBeDisabled();
  await confirm.getByLabel('메모').fill('입금 확인');
  await confirm.getByRole('button', { name: '완료' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('button', { name: '완료' })).toHaveCount(0);
  await office.context().close();

  // The live stream brings it at once: no reload, and no waiting for the 30-second health check;
  // the desk's note comes with it (msg2003 offers the notes page).
  await expect(topBar).toContainText('30,000');
  await expect(messageDialog(page, 'msg2003')).toBeVisible();
  await expectSamePage(page);
});

test('a deposit request appears in the open queue at once, with a notice and the alarm', async ({
  page,
  browser,
}) => {
  const office = await staffPage(browser);
  // Counts the notes the browser is asked to sound: the chime is made by the page itself.
  await office.addInitScript(() => {
    const start = OscillatorNode.prototype.start;
    const counted = window as unknown as { chimeNotes: number };
    counted.chimeNotes = 0;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      counted.chimeNotes += 1;
      return start.apply(this, args);
    };
  });
  await office.reload();
  const member = await createFreshMember();
  await office.goto(backofficeRoute('deposits', { q: member.userId }));
  const bell = office.getByRole('button', { name: /신청 알림음 켜짐/ });
  await expect(bell).toHaveAttribute('data-live', 'open');
  // A click, as an operator's first would be: browsers keep a page's audio silent until one.
  await office
    .getByRole('heading', { name: /입금 신청/ })
    .first()
    .click();

  await hideSeededPopups(page);
  await signIn(page, member);
  const applied = await page.request.post('/api/routes/apply-user-deposit', {
    data: { amount: 40_000, depositorName: member.bankOwner },
  });
  expect(await applied.json()).toMatchObject({ status: 'success' });

  // The stream brought it: the expectation's wait is shorter than the queue's 15-second poll.
  const row = office.getByRole('row').filter({ hasText: member.userId });
  await expect(row).toContainText('40,000');
  await expect(office.getByText(/새 입금 신청 #\d+/)).toBeVisible();
  await expect
    .poll(() => office.evaluate(() => (window as unknown as { chimeNotes: number }).chimeNotes))
    .toBe(2);

  // Muted, a new request still shows but rings nothing more.
  await bell.click();
  await expect(office.getByRole('button', { name: /신청 알림음 꺼짐/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const second = await createFreshMember();
  await office.goto(backofficeRoute('deposits', { q: second.userId }));
  await expect(office.getByRole('button', { name: /신청 알림음 꺼짐/ })).toHaveAttribute('data-live', 'open');
  await signIn(page, second);
  await page.request.post('/api/routes/apply-user-deposit', {
    data: { amount: 20_000, depositorName: second.bankOwner },
  });
  await expect(office.getByRole('row').filter({ hasText: second.userId })).toContainText('20,000');
  expect(await office.evaluate(() => (window as unknown as { chimeNotes: number }).chimeNotes)).toBe(2);
  await office.context().close();
});

test('an operator pays a pending withdrawal to the account the member gave, and the member’s open page shows it completed', async ({
  page,
  browser,
}) => {
  await hideSeededPopups(page);
  const member = await createFreshMember({ cash: 200_000 });
  await signIn(page, member);
  const applied = await page.request.post('/api/routes/apply-user-withdraw', {
    data: { amount: 50_000, exchangePassword: member.exchangePassword },
  });
  expect(await applied.json()).toMatchObject({ status: 'success', balance: 150_000 });
  await page.goto('/withdraw');
  const history = page
    .locator('[data-history="withdraw-list"]')
    .getByRole('row')
    .filter({ hasText: '50,000원' });
  await expect(history.locator('[data-status="wait"]')).toBeVisible();
  await expect(page.locator('html[data-live="open"]')).toBeAttached();

  const office = await staffPage(browser);
  await office.goto(backofficeRoute('withdrawals', { q: member.userId }));
  const row = office.getByRole('row').filter({ hasText: member.userId });
  await expect(row).toContainText('50,000');
  await expect(row).toContainText(`${member.bankName} ${member.bankNumber}`);
  await expect(row).toContainText(member.bankOwner);
  await row.getByRole('button', { name: '완료' }).click();
  const confirm = office.getByRole('dialog');
  await expect(confirm).toContainText('50,000원 출금을 완료로 처리합니다.');
  // A money action says why: the memo comes first.
  await expect(confirm.getByRole('button', { name: '완료' })).toBeDisabled();
  await confirm.getByLabel('메모').fill('이체 완료');
  await confirm.getByRole('button', { name: '완료' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('button', { name: '완료' })).toHaveCount(0);
  await office.context().close();

  // The page the member left open moves by itself: the stream told it the request moved.
  await expect(history.locator('[data-status="already"]')).toBeVisible();
  await expect(page.locator('[data-region="top-bar"]')).toContainText('150,000원');
});

test('an operator replies to a ticket and the member sees msg2004 at the next health check', async ({
  page,
  browser,
}) => {
  await hideSeededPopups(page);
  await page.clock.install();
  const member = await createFreshMember();
  const title = `e2e ticket ${Date.now()}`;
  const ticketId = await insertOpenTicket(member.userId, title);
  await signIn(page, member);
  await page.goto('/');
  await waitForSession(page);
  const helps = page.locator('[data-region="top-bar"] [data-count="helps"]');
  await expect(helps).toHaveText('0');

  const office = await staffPage(browser);
  await office.goto(backofficeRoute(`tickets/${ticketId}/show`));
  await expect(office.getByText(title).first()).toBeVisible();
  const reply = `답변 드립니다 ${Date.now()}`;
  await office.getByRole('textbox', { name: '답변' }).fill(reply);
  await office.getByRole('button', { name: '답변 보내기' }).click();
  await expect(office.getByText(reply)).toBeVisible();
  await office.context().close();

  await page.clock.runFor(31_000);
  await expect(helps).toHaveText('1');
  const dialog = messageDialog(page, 'msg2004');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveAttribute('href', '/help');
});

test('a popup with a script and an onerror handler, made in the back office, runs nothing', async ({
  page,
  browser,
}) => {
  const title = `e2e xss ${Date.now()}`;
  // The admin signs in here: two operator sign-ins already spent this TOTP step and the next.
  const office = await staffPage(browser, ADMIN);
  await office.goto(backofficeRoute('popups/create'));
  await office.getByRole('textbox', { name: /^제목/ }).first().fill(title);
  await office
    .getByRole('textbox', { name: /^내용 \(HTML\)/ })
    .fill(
      '<p>안전한 <strong>본문</strong></p><script>window.__xss = 1; alert(1)</script>' +
        '<img src="/images/none.png" alt="e2e" onerror="window.__xss = 2; alert(2)">',
    );
  await office.getByRole('button', { name: '저장' }).click();
  await expect.poll(() => popupByTitle(title).then(() => true), { timeout: 15_000 }).toBe(true);
  await office.context().close();

  const stored = await popupByTitle(title);
  expect(stored.contentsHtml).toContain('<strong>본문</strong>');
  expect(stored.contentsHtml).not.toMatch(/<script|onerror|alert/i);

  // Only this popup shows: the ones before it are hidden for 24 h.
  await page.addInitScript((ours) => {
    for (let other = 1; other < ours; other += 1)
      window.localStorage.setItem(`pop_${other}`, String(Date.now()));
  }, stored.id);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  const popup = page.locator(`[data-popup="${stored.id}"]`);
  await expect(popup.getByRole('heading')).toHaveText(title);
  await expect(popup.getByText('본문')).toBeVisible();
  const image = popup.locator('img[alt="e2e"]');
  await expect(image).toHaveCount(1);
  expect(await image.getAttribute('onerror')).toBeNull();
  await expect(popup.locator('script')).toHaveCount(0);
  // Give a broken image time to fail: still nothing ran.
  await image.evaluate((element: HTMLImageElement) =>
    element.complete ? undefined : new Promise((resolve) => element.addEventListener('error', resolve)),
  );
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
