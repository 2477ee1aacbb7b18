import { expect, type Page, test } from '@playwright/test';
import { casinoGames } from '@haneul/db';
import { eq } from 'drizzle-orm';
import { closeE2eDatabase, e2eDatabase } from './support/database';
import { createFreshMember } from './support/fresh-member';
import { hideSeededPopups, messageDialog, signIn } from './support/site';

test.beforeEach(async ({ page }) => {
  await hideSeededPopups(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test.afterAll(closeE2eDatabase);

const grid = (page: Page, name: 'games' | 'recent') => page.locator(`[data-grid="${name}"]`);
const tileNames = (page: Page, name: 'games' | 'recent') => grid(page, name).getByRole('listitem');

test('home leads to the lobby, which lists every casino and slot game', async ({ page }) => {
  await page.goto('/');
  await page.locator('a[data-link="lobby"]').click();
  await expect(page).toHaveURL('/game');
  await expect(page.getByRole('heading', { name: '게임 로비', level: 1 })).toBeVisible();
  await expect(tileNames(page, 'games')).toHaveCount(18);
  await expect(page.locator('[data-section="recent"]')).toHaveCount(0);
});

test('search finds games by the shown name and by their Korean and English names', async ({ page }) => {
  await page.goto('/game');
  const search = page.getByRole('searchbox', { name: '게임 이름 검색' });
  await search.fill('도깨비');
  await expect(tileNames(page, 'games')).toHaveText(['도깨비 보물', '도깨비 보물 (구름)']);
  await search.fill('moonlit');
  await expect(tileNames(page, 'games')).toHaveText(['달빛 호랑이', '달빛 호랑이 (구름)']);
  await search.fill('황금곶감');
  await expect(tileNames(page, 'games')).toHaveText(['황금 곶감']);
  await search.fill('없는 게임');
  await expect(page.locator('[data-section="games"]')).toContainText('조건에 맞는 게임이 없습니다.');

  await page.goto('/jp/game');
  const japanese = page.getByRole('searchbox', { name: 'ゲーム名で検索' });
  await japanese.fill('月夜');
  await expect(tileNames(page, 'games')).toHaveText(['月夜の虎', '月夜の虎（クラウド）']);
  await japanese.fill('호랑이');
  await expect(tileNames(page, 'games')).toHaveText(['月夜の虎', '月夜の虎（クラウド）']);
  await japanese.fill('persimmon');
  await expect(tileNames(page, 'games')).toHaveText(['黄金の干し柿']);
});

test('the kind tabs and the provider choice narrow the games', async ({ page }) => {
  await page.goto('/game');
  const games = grid(page, 'games');
  await page.getByRole('tab', { name: '카지노' }).click();
  await expect(games.locator('li[data-kind="casino"]')).toHaveCount(7);
  await expect(games.locator('li[data-kind="slot"]')).toHaveCount(0);
  await page.getByRole('tab', { name: '카지노' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: '슬롯' })).toHaveAttribute('aria-selected', 'true');
  await expect(tileNames(page, 'games')).toHaveText([
    '하늘 궁전',
    '한옥의 행운',
    '용궁',
    '도깨비 보물',
    '하회 탈춤',
    '흥부네 박',
    '달빛 호랑이',
    '황금 곶감',
    '하늘 궁전 (구름)',
    '달빛 호랑이 (구름)',
    '도깨비 보물 (구름)',
  ]);
  await page.getByRole('radio', { name: '호랑이 릴스' }).check({ force: true });
  await expect(tileNames(page, 'games')).toHaveText(['달빛 호랑이', '황금 곶감']);
  await page.getByRole('tab', { name: '전체' }).click();
  await page.getByRole('radio', { name: '하늘 오리지널' }).check({ force: true });
  await expect(games.locator('li[data-kind="casino"]')).toHaveCount(7);
  await expect(games.locator('li[data-kind="slot"]')).toHaveCount(3);

  // A visitor is asked to sign in instead of opening a game.
  await page.getByRole('button', { name: '식보' }).click();
  await expect(messageDialog(page, 'msg2001')).toBeVisible();
});

test('a game the operator switched off says maintenance on its tile and when clicked', async ({ page }) => {
  const member = await createFreshMember({ cash: 10_000 });
  await signIn(page, member);
  const { db } = await e2eDatabase();
  await db.update(casinoGames).set({ used: false }).where(eq(casinoGames.code, 'sic-bo'));
  try {
    await page.goto('/game');
    await page.getByRole('tab', { name: '카지노' }).click();
    const tile = grid(page, 'games').getByRole('button', { name: '식보' });
    await expect(tile).toContainText('점검 중');
    await tile.click();
    await expect(messageDialog(page, 'msg2002')).toContainText('점검 중');
  } finally {
    await db.update(casinoGames).set({ used: true }).where(eq(casinoGames.code, 'sic-bo'));
  }
});

test('recently played comes from the server and follows each launch', async ({ page }) => {
  const member = await createFreshMember({ cash: 10_000 });
  await signIn(page, member);
  await page.goto('/game');
  const recent = page.locator('[data-section="recent"]');
  await expect(recent).toContainText('아직 플레이한 게임이 없습니다.');

  // The game window is the game server's business; here it only has to open at the right URL.
  await page.context().route(/^http:\/\/localhost:4100\//, (route) => route.fulfill({ body: 'game' }));
  const opened = page.waitForEvent('popup');
  await grid(page, 'games').getByRole('button', { name: '하늘 궁전', exact: true }).click();
  const game = await opened;
  await game.waitForURL(/game=sky-palace/);
  await game.close();
  await expect(tileNames(page, 'recent')).toHaveText(['하늘 궁전']);

  // Another device, or a reload: the list is the server's, not the browser's.
  await page.goto('/en/game');
  await expect(page.locator('[data-section="recent"]').getByRole('heading')).toHaveText('Recently played');
  await expect(tileNames(page, 'recent')).toHaveText(['Sky Palace']);
});
