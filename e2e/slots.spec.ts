import { expect, test } from '@playwright/test';
import { hideSeededPopups } from './support/site';

const CASES = [
  {
    path: '/',
    tab: '슬롯',
    provider: '도깨비 스튜디오',
    game: '도깨비 야시장',
    other: 'Goblin Night Market',
  },
  {
    path: '/en',
    tab: 'Slots',
    provider: 'Dokkaebi Studio',
    game: 'Goblin Night Market',
    other: '도깨비 야시장',
  },
  {
    path: '/jp',
    tab: 'スロット',
    provider: 'Dokkaebi Studio',
    game: 'Goblin Night Market',
    other: '도깨비 야시장',
  },
] as const;

for (const { path, tab, provider, game, other } of CASES) {
  test(`slot provider modal names games for ${path}`, async ({ page }, testInfo) => {
    await hideSeededPopups(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: provider }).click();
    const modal = page.locator('[data-dialog="slot-games"]');
    await expect(modal.getByRole('heading')).toHaveText(provider);
    await expect(modal.getByRole('button', { name: game })).toBeVisible();
    await expect(modal.getByRole('listitem')).toHaveCount(5);
    await expect(modal).not.toContainText(other);
    const shot = testInfo.outputPath('slot-modal.png');
    await page.screenshot({ path: shot });
    await testInfo.attach('slot-modal', { path: shot, contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
}
