import { and, asc, desc, eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { notices, popups } from '@haneul/db';
import { backofficeRoute, staffPage } from './support/backoffice';
import { e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn } from './support/site';

// A staff sign-in may wait for a fresh TOTP step (up to 30 s).
test.setTimeout(90_000);

/** The seeded notice home lists first on every site, and the first seeded popup, as stored. */
async function seededContent() {
  const { db } = await e2eDatabase();
  const [notice] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.published, true), eq(notices.domains, '')))
    .orderBy(desc(notices.updatedAt), desc(notices.id))
    .limit(1);
  const [popup] = await db
    .select()
    .from(popups)
    .where(eq(popups.active, true))
    .orderBy(asc(popups.id))
    .limit(1);
  if (!notice?.translations.en || !popup?.translations.en) throw new Error('the demo content has no English');
  return { notice, english: notice.translations.en, popup, popupEnglish: popup.translations.en };
}

test('the English home shows the operator’s notices, popups and banners in English', async ({ page }) => {
  const { notice, english, popup, popupEnglish } = await seededContent();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en');
  const box = page.locator('[data-box="notices"]');
  await expect(box.locator('li').first()).toContainText(english.title);
  await expect(box).not.toContainText(notice.title);
  await expect(page.locator(`[data-popup="${popup.id}"]`).getByRole('heading')).toHaveText(
    popupEnglish.title,
  );
  await expect(
    page.getByRole('region', { name: 'Promotions' }).locator('[aria-roledescription="slide"]').first(),
  ).toContainText('Check every round yourself');

  await page.goto('/');
  await expect(page.locator('[data-box="notices"] li').first()).toContainText(notice.title);
  await expect(page.locator(`[data-popup="${popup.id}"]`).getByRole('heading')).toHaveText(popup.title);
});

test('a member reads a notice in their language', async ({ page }) => {
  const { notice, english } = await seededContent();
  await signIn(page);
  await page.goto(`/en/notice/${notice.id}`);
  const article = page.locator(`[data-notice-detail="${notice.id}"]`);
  await expect(article.getByRole('heading')).toHaveText(english.title);
  await expect(article).toContainText(english.contents.split('\n')[0] ?? '');
});

test('the back office writes a notice in two languages side by side; the others fall back to Korean', async ({
  page,
  browser,
}) => {
  const korean = `이용 안내 ${Date.now()}`;
  const englishTitle = `House rules ${Date.now()}`;
  const office = await staffPage(browser);
  await office.goto(backofficeRoute('notices/create'));
  await office.getByRole('textbox', { name: /^제목/ }).fill(korean);
  await office.getByRole('textbox', { name: /^내용/ }).fill('한국어 본문');
  await office.getByRole('textbox', { name: /^영어 제목/ }).fill(englishTitle);
  await office.getByRole('button', { name: '저장' }).click();
  // Half a language is refused in the form, before anything is sent.
  await expect(office.getByText('제목과 내용을 함께 쓰거나 함께 비워 주세요').first()).toBeVisible();
  await office.getByRole('textbox', { name: /^영어 내용/ }).fill('The English text');
  await office.getByRole('button', { name: '저장' }).click();
  await expect(office.getByRole('cell', { name: korean })).toBeVisible();
  await office.context().close();

  try {
    await page.goto('/en');
    await expect(page.locator('[data-box="notices"] li').first()).toContainText(englishTitle);
    await page.goto('/jp');
    await expect(page.locator('[data-box="notices"] li').first()).toContainText(korean);
  } finally {
    const { db } = await e2eDatabase();
    await db.delete(notices).where(eq(notices.title, korean));
  }
});

test('the back office rewrites an automatic note in English, and an English member gets it from the desk', async ({
  page,
  browser,
}) => {
  const title = `Withdrawal returned ${Date.now()}`;
  const office = await staffPage(browser);
  await office.goto(backofficeRoute('note-templates'));
  await office.getByRole('row').filter({ hasText: '출금 신청 취소' }).click();
  await expect(office.getByText('{amount} 신청 금액(숫자)')).toBeVisible();
  await office.getByRole('textbox', { name: /^영어 제목/ }).fill(title);
  // A placeholder this note does not fill is refused by the server, on the field that names it.
  await office.getByRole('textbox', { name: /^영어 내용/ }).fill('KRW {amonut} is back in your balance.');
  await office.getByRole('button', { name: '저장' }).click();
  await expect(
    office.getByText('이 쪽지에서 채울 수 없는 {이름}이 있습니다', { exact: false }),
  ).toBeVisible();
  await office.getByRole('textbox', { name: /^영어 내용/ }).fill('KRW {amount} is back in your balance.');
  await office.getByRole('button', { name: '저장' }).click();
  await expect(office.getByRole('cell', { name: '출금 신청 취소 안내' })).toBeVisible();

  await hideSeededPopups(page);
  const member = await createFreshMember({ cash: 100_000 });
  const signedIn = await page.request.post('/api/routes/user-do-login', {
    data: { userId: member.userId, password: member.password, lang: 'en' },
  });
  expect(await signedIn.json()).toMatchObject({ status: 'authenticated' });
  const applied = await page.request.post('/api/routes/apply-user-withdraw', {
    data: { amount: 30_000, exchangePassword: member.exchangePassword },
  });
  expect(await applied.json()).toMatchObject({ status: 'success' });

  await office.goto(backofficeRoute('withdrawals', { q: member.userId }));
  await office
    .getByRole('row')
    .filter({ hasText: member.userId })
    .getByRole('button', { name: '취소' })
    .click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('메모').fill('계좌 확인 불가');
  await dialog.getByRole('button', { name: '출금 취소' }).click();
  await expect(dialog).toBeHidden();
  await office.context().close();

  await page.goto('/en/note');
  const note = page.locator('[data-list="notes"] li').filter({ hasText: title });
  await note.getByRole('button').click();
  await expect(page.locator('main').getByText('KRW 30,000 is back in your balance.')).toBeVisible();
});
