import { expect, type Page, test } from '@playwright/test';
import { helpTickets, members } from '@haneul/db';
import { eq, sql } from 'drizzle-orm';
import { e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, messageDialog, signIn } from './support/site';
import { asOperator } from './support/staff-api';

/** A member of this spec's own, signed in through the proxy. */
async function freshMember(page: Page): Promise<string> {
  const member = await createFreshMember();
  await signIn(page, member);
  return member.userId;
}

async function closeMessage(page: Page, key: string) {
  const dialog = messageDialog(page, key);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('writing a ticket: msg2024, msg2025, confirm msg2222, msg2026, then it is listed and readable', async ({
  page,
}) => {
  await freshMember(page);
  await page.goto('/help');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: '고객센터', level: 1 })).toBeVisible();
  await expect(main.getByText('문의 내역이 없습니다.')).toBeVisible();

  await main.getByRole('button', { name: '1:1 문의하기' }).click();
  const submit = main.getByRole('button', { name: '문의 등록' });
  await submit.click();
  await closeMessage(page, 'msg2024');

  const title = `입금 확인 요청 ${Date.now()}`;
  await main.getByLabel('제목').fill(title);
  await submit.click();
  await closeMessage(page, 'msg2025');

  await main.getByLabel('내용').fill('어제 신청한 입금이 아직 반영되지 않았습니다.');
  await submit.click();
  await closeMessage(page, 'msg2222');
  await closeMessage(page, 'msg2026');

  const row = main.locator('[data-list="helps"] li').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('접수');

  await row.getByRole('button').click();
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main.getByText('어제 신청한 입금이 아직 반영되지 않았습니다.')).toBeVisible();
  await expect(main.getByText('아직 답변이 등록되지 않았습니다.', { exact: false })).toBeVisible();
  await main.getByRole('button', { name: '목록으로' }).click();
  await expect(row).toBeVisible();
});

test('delete all asks msg2221, answers msg2053 and leaves an empty list', async ({ page }) => {
  await freshMember(page);
  for (const n of [1, 2]) {
    const response = await page.request.post('/api/routes/user-write-help', {
      data: { title: `문의 ${n}`, contents: `내용 ${n}` },
    });
    expect(await response.json()).toMatchObject({ status: 'success' });
  }
  await page.goto('/help');
  const main = page.locator('main');
  await expect(main.locator('[data-list="helps"] li')).toHaveCount(2);

  await main.getByRole('button', { name: '전체 삭제' }).click();
  // Cancelling the confirm keeps everything.
  await messageDialog(page, 'msg2221').getByRole('button', { name: '취소' }).click();
  await expect(main.locator('[data-list="helps"] li')).toHaveCount(2);

  await main.getByRole('button', { name: '전체 삭제' }).click();
  await closeMessage(page, 'msg2221');
  await closeMessage(page, 'msg2053');
  await expect(main.getByText('문의 내역이 없습니다.')).toBeVisible();
});

test('a staff reply shows as unread; reading the ticket marks it read and drops the help count', async ({
  page,
}) => {
  await freshMember(page);
  const written = await page.request.post('/api/routes/user-write-help', {
    data: { title: '출금 지연 문의', contents: '출금 신청 후 30분이 지났습니다.' },
  });
  const { id } = (await written.json()) as { id: number };
  // The operator answers through the back office.
  await asOperator('tickets.reply', {
    params: { id },
    body: { contents: '확인 결과 정상 처리되었습니다. 이용에 불편을 드려 죄송합니다.' },
  });

  await page.goto('/help');
  const main = page.locator('main');
  const count = page.locator('[data-region="top-bar"] [data-count="helps"]');
  await expect(count).toHaveText('1');
  const row = main.locator(`[data-help-id="${id}"]`);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('새 답변');
  await expect(row).toContainText('답변 완료');

  await row.getByRole('button').click();
  await expect(main.getByText('확인 결과 정상 처리되었습니다.', { exact: false })).toBeVisible();
  await expect(count).toHaveText('0');
  await main.getByRole('button', { name: '목록으로' }).click();
  await expect(row).toHaveAttribute('data-unread', 'false');
});

test("the list pages by the server's maxCount", async ({ page }) => {
  const userId = await freshMember(page);
  const first = await page.request.post('/api/routes/get-help-list', { data: { page: 1 } });
  const { maxCount } = (await first.json()) as { maxCount: number };
  const { db } = await e2eDatabase();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.userId})`, userId.toLowerCase()));
  await db.insert(helpTickets).values(
    Array.from({ length: maxCount + 2 }, (_, i) => ({
      memberId: member!.id,
      title: `페이지 문의 ${i + 1}`,
      contents: '내용',
      lastAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );

  await page.goto('/help');
  const main = page.locator('main');
  const rows = main.locator('[data-list="helps"] li');
  await expect(rows).toHaveCount(maxCount);
  const pager = main.getByRole('navigation', { name: '페이지 이동' });
  await expect(pager).toContainText('1 / 2');
  await pager.getByRole('button', { name: '다음 페이지' }).click();
  await expect(pager).toContainText('2 / 2');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('페이지 문의 2');
});
