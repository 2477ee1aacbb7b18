import { createFairRandom, findSlotTitle, spin, type SpinResult } from '@haneul/game-math';
import { expect, test } from '@playwright/test';
import {
  fetchRound,
  newestRound,
  openSlotTile,
  playOneSpin,
  revealSeeds,
  siteBalance,
  won,
} from './support/game-launch';
import { hideSeededPopups } from './support/site';

/**
 * The slot tab in every language: Korean pages show the catalogue's Korean names, English pages
 * its English ones, and Japanese, Vietnamese and Chinese pages the names from their message files.
 */
const CASES = [
  {
    path: '/',
    tab: '슬롯',
    studios: {
      '호랑이 릴스': ['달빛 호랑이', '황금 곶감'],
      '도깨비 스튜디오': ['도깨비 보물', '하회 탈춤', '흥부네 박'],
    },
  },
  {
    path: '/en',
    tab: 'Slots',
    studios: {
      'Tiger Reels': ['Moonlit Tiger', 'Golden Persimmon'],
      'Dokkaebi Studio': ["Dokkaebi's Treasure", 'Hahoe Mask Dance', "Heungbu's Gourds"],
    },
  },
  {
    path: '/jp',
    tab: 'スロット',
    studios: {
      'タイガー・リールズ': ['月夜の虎', '黄金の干し柿'],
      'トッケビ・スタジオ': ['トッケビの秘宝', '河回仮面の舞', 'フンブのひょうたん'],
    },
  },
  {
    path: '/vn',
    tab: 'Slot',
    studios: {
      'Tiger Reels': ['Hổ Dưới Trăng', 'Hồng Khô Vàng'],
      'Dokkaebi Studio': ['Kho Báu Dokkaebi', 'Điệu Múa Mặt Nạ Hahoe', 'Quả Bầu Nhà Heungbu'],
    },
  },
  {
    path: '/cn',
    tab: '老虎机',
    studios: {
      猛虎转轴: ['月下猛虎', '黄金柿饼'],
      鬼怪工作室: ['鬼怪宝藏', '河回假面舞', '兴夫的葫芦'],
    },
  },
] as const;

for (const { path, tab, studios } of CASES) {
  test(`slot provider modal names games for ${path}`, async ({ page }, testInfo) => {
    await hideSeededPopups(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await page.getByRole('tab', { name: tab }).click();
    for (const [provider, games] of Object.entries(studios)) {
      await page.getByRole('tabpanel').getByRole('button', { name: provider }).click();
      const modal = page.locator('[data-dialog="slot-games"]');
      await expect(modal.getByRole('heading')).toHaveText(provider);
      await expect(modal.getByRole('listitem')).toHaveText([...games]);
      const shot = testInfo.outputPath(`slot-modal-${games.length}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach('slot-modal', { path: shot, contentType: 'image/png' });
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  });
}

/** Every built-in slot, under the studio whose tile opens it, by its Korean name. */
const SLOTS = [
  { code: 'sky-palace', studio: '하늘 오리지널', name: '하늘 궁전' },
  { code: 'hanok-fortune', studio: '하늘 오리지널', name: '한옥의 행운' },
  { code: 'dragon-palace', studio: '하늘 오리지널', name: '용궁' },
  { code: 'dokkaebi-treasure', studio: '도깨비 스튜디오', name: '도깨비 보물' },
  { code: 'hahoe-mask-dance', studio: '도깨비 스튜디오', name: '하회 탈춤' },
  { code: 'heungbu-gourds', studio: '도깨비 스튜디오', name: '흥부네 박' },
  { code: 'moonlit-tiger', studio: '호랑이 릴스', name: '달빛 호랑이' },
  { code: 'golden-persimmon', studio: '호랑이 릴스', name: '황금 곶감' },
] as const;

/** Phone sizes the issue names: on its side, held upright, and the smallest common one. */
const PHONES = [
  { width: 844, height: 390 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

interface StoredSpin {
  stake: number;
  payout: number;
  fairness: { serverSeed: string | null; clientSeed: string; nonce: number };
  spin: SpinResult;
}

for (const { code, studio, name } of SLOTS) {
  test(`${name}: demo01 opens it from the home page, a spin pays what the engine computes, and it fits a phone`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const game = await openSlotTile(page, studio, name);
    await expect(game.locator('.top-bar__game')).toHaveText(name);
    const before = await siteBalance(page);
    await playOneSpin(game);

    // Reveal the seeds, replay the round with the engine and hold the stored round and the
    // member's balance to it: the stake left, the engine's win came back.
    const { roundId, verifyUrl } = await newestRound(game);
    await revealSeeds(game);
    const stored = await fetchRound<StoredSpin>(game, roundId);
    const seeds = { ...stored.fairness, serverSeed: stored.fairness.serverSeed! };
    const replayed = spin(findSlotTitle(code)!, stored.stake, createFairRandom(seeds));
    expect(stored.spin).toEqual(JSON.parse(JSON.stringify(replayed)));
    expect(stored.payout).toBe(replayed.totalWin);
    const after = await siteBalance(page);
    expect(after).toBe(before - stored.stake + replayed.totalWin);
    await expect(game.getByTestId('balance')).toHaveText(won(after), { timeout: 20_000 });

    if (code === 'dragon-palace') {
      const verify = await game.context().newPage();
      await verify.goto(verifyUrl);
      await expect(verify.getByText('저장된 게임 결과와 정확히 일치합니다.')).toBeVisible({
        timeout: 20_000,
      });
      const tumbles = replayed.base.cascades?.length ?? 0;
      await expect(verify.locator('.mechanic-steps__list > li')).toHaveCount(tumbles);
    }

    // On a phone held either way the reels and the spin button are in view together.
    for (const size of PHONES) {
      await game.setViewportSize(size);
      await expect(game.locator('.slot-stage')).toBeInViewport({ ratio: 1 });
      await expect(game.locator('.spin-button')).toBeInViewport({ ratio: 1 });
      expect(await game.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
  });
}

test('a slot opened from the Chinese page names itself and its help in Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  const game = await openSlotTile(page, '鬼怪工作室', '兴夫的葫芦', { path: '/cn', tab: '老虎机' });
  await expect(game.locator('.top-bar__game')).toHaveText('兴夫的葫芦');
  await game.locator('.top-bar').getByRole('button', { name: '游戏说明' }).click();
  const help = game.getByRole('dialog');
  await expect(help.getByRole('heading', { level: 2 })).toContainText('兴夫的葫芦');
  await expect(help.getByTestId('cash-values').getByRole('row')).toHaveCount(10);
  await expect(help.getByTestId('rtp-facts')).toContainText('96.2141%');
  await expect(help.getByTestId('rtp-facts')).toContainText('超级大奖');
});
