import { expect, test } from '@playwright/test';
import { insertNote } from './support/staff-api';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, signIn } from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a new note is listed unread, reading it marks it read and drops the count', async ({ page }) => {
  const member = await createFreshMember();
  await insertNote(member.userId, '이벤트 당첨 안내');
  await signIn(page, member);
  await page.goto('/note');

  const main = page.locator('main');
  const count = page.locator('[data-region="top-bar"] [data-count="notes"]');
  await expect(count).toHaveText('1');
  const row = main.locator('[data-list="notes"] li').filter({ hasText: '이벤트 당첨 안내' });
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText('안 읽음');

  await row.getByRole('button').click();
  await expect(main.getByRole('heading', { name: '이벤트 당첨 안내' })).toBeVisible();
  await expect(main.getByText('이벤트 당첨 안내 — e2e')).toBeVisible();
  await expect(count).toHaveText('0');

  await main.getByRole('button', { name: '목록으로' }).click();
  await expect(row).toHaveAttribute('data-read', 'true');
  await expect(row).toContainText('읽음');
});

test('delete one, read all and delete all, each behind its own confirm', async ({ page }) => {
  const member = await createFreshMember();
  for (const title of ['첫 번째 쪽지', '두 번째 쪽지', '세 번째 쪽지'])
    await insertNote(member.userId, title);
  await signIn(page, member);
  await page.goto('/note');
  const main = page.locator('main');
  const rows = main.locator('[data-list="notes"] li');
  await expect(rows).toHaveCount(3);

  // Delete one from its page.
  await rows.filter({ hasText: '첫 번째 쪽지' }).getByRole('button').click();
  await main.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.locator('[data-dialog="notes-confirm"]');
  await expect(confirm).toContainText('이 쪽지를 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '첫 번째 쪽지' })).toHaveCount(0);

  // Read all: cancelling changes nothing, confirming marks every note read.
  await main.getByRole('button', { name: '모두 읽음' }).click();
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(main.locator('[data-list="notes"] li[data-read="false"]')).toHaveCount(2);
  await main.getByRole('button', { name: '모두 읽음' }).click();
  await confirm.getByRole('button', { name: '모두 읽음' }).click();
  await expect(main.locator('[data-list="notes"] li[data-read="true"]')).toHaveCount(2);

  await main.getByRole('button', { name: '전체 삭제' }).click();
  await expect(confirm).toContainText('되돌릴 수 없습니다');
  await confirm.getByRole('button', { name: '전체 삭제' }).click();
  await expect(main.getByText('받은 쪽지가 없습니다.')).toBeVisible();
});

test('lists show skeleton rows while they load, not a blank or a spinner', async ({ page }) => {
  const member = await createFreshMember();
  await insertNote(member.userId, '스켈레톤 확인');
  await signIn(page, member);
  for (const [path, call, row] of [
    ['/note', 'get-user-note', '스켈레톤 확인'],
    ['/notice', 'get-user-notices', null],
    ['/help', 'get-help-list', null],
  ] as const) {
    // Each list answer waits until the skeleton has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/routes/${call}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    const skeleton = page.locator('main [data-skeleton]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('role', 'status');
    release();
    await expect(skeleton).toBeHidden();
    if (row) await expect(page.locator('main')).toContainText(row);
    await page.unroute(`**/api/routes/${call}`);
  }
});
