import { expect, test } from '@playwright/test';
import { hideSeededPopups } from './support/site';

/**
 * The slot tab in every language: Korean pages show the catalogue's Korean names, English pages
 * its English ones, and Japanese, Vietnamese and Chinese pages the names from their message files.
 */
const CASES = [
  { path: '/', tab: '슬롯', provider: '호랑이 릴스', games: ['달빛 호랑이', '황금 곶감'] },
  { path: '/en', tab: 'Slots', provider: 'Tiger Reels', games: ['Moonlit Tiger', 'Golden Persimmon'] },
  { path: '/jp', tab: 'スロット', provider: 'タイガー・リールズ', games: ['月夜の虎', '黄金の干し柿'] },
  { path: '/vn', tab: 'Slot', provider: 'Tiger Reels', games: ['Hổ Dưới Trăng', 'Hồng Khô Vàng'] },
  { path: '/cn', tab: '老虎机', provider: '猛虎转轴', games: ['月下猛虎', '黄金柿饼'] },
] as const;

for (const { path, tab, provider, games } of CASES) {
  test(`slot provider modal names games for ${path}`, async ({ page }, testInfo) => {
    await hideSeededPopups(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: provider }).click();
    const modal = page.locator('[data-dialog="slot-games"]');
    await expect(modal.getByRole('heading')).toHaveText(provider);
    await expect(modal.getByRole('listitem')).toHaveText([...games]);
    const shot = testInfo.outputPath('slot-modal.png');
    await page.screenshot({ path: shot });
    await testInfo.attach('slot-modal', { path: shot, contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
}
