import {
  createFairRandom,
  createShoe,
  playCoup,
  playTableRound,
  settle,
  type BaccaratBets,
  type TableBets,
  type TableKind,
} from '@haneul/game-math';
import { expect, test, type Page } from '@playwright/test';
import {
  fetchRound,
  newestRound,
  openCasinoTile,
  PHONES,
  revealSeeds,
  siteBalance,
  won,
} from './support/game-launch';

/**
 * Every casino tile of the home page opens a real table on the game server (:4500) and plays a
 * round through the signed wallet: the site's balance afterwards is the balance before, minus the
 * stakes, plus the payout the engine computes for that round from its revealed seeds.
 */
interface StoredRound {
  stake: number;
  payout: number;
  fairness: { serverSeed: string | null; clientSeed: string; nonce: number };
  baccarat: { bets: BaccaratBets } | null;
  table: { bets: TableBets; draw: { kind: TableKind } } | null;
}

/** The engine's payout for a stored round, recomputed here from its revealed seeds and stakes. */
function enginePayout(round: StoredRound): number {
  const seeds = { ...round.fairness, serverSeed: round.fairness.serverSeed! };
  if (round.table) {
    return playTableRound(round.table.draw.kind, round.table.bets, createFairRandom(seeds)).settlement
      .totalPayout;
  }
  const { coup } = playCoup(createShoe({ rng: createFairRandom(seeds) }));
  return settle(round.baccarat!.bets, coup).totalPayout;
}

/**
 * Squeeze baccarat deals face down: the player peels the first card open by dragging its bottom
 * edge up (a short drag lets it fall back), and opens the rest, stage by stage, with "open all".
 */
async function squeezeOpen(game: Page): Promise<void> {
  const first = game.locator('.squeeze-card').first();
  await expect(game.locator('.squeeze-card')).toHaveCount(4);
  const box = (await first.boundingBox())!;
  const x = box.x + box.width / 2;
  const drag = async (fraction: number) => {
    await game.mouse.move(x, box.y + box.height - 3);
    await game.mouse.down();
    await game.mouse.move(x, box.y + box.height * (1 - fraction), { steps: 8 });
    await game.mouse.up();
  };
  await drag(0.3);
  await expect(game.locator('.squeeze-card')).toHaveCount(4);
  await drag(0.8);
  await expect(game.locator('.squeeze-card')).toHaveCount(3);
  const openAll = game.getByRole('button', { name: '모두 열기' });
  // The third cards, if the tableau draws them, come one stage at a time, each face down again.
  for (let stage = 0; stage < 3 && (await openAll.isVisible()); stage++) {
    await openAll.click();
    await game.waitForTimeout(1_000);
  }
  await expect(game.locator('.squeeze-card')).toHaveCount(0);
}

const TABLES: { tile: string; spot: RegExp; reveal?: (game: Page) => Promise<void> }[] = [
  { tile: '스피드 바카라', spot: /^플레이어에 베팅/ },
  { tile: '스퀴즈 바카라', spot: /^플레이어에 베팅/, reveal: squeezeOpen },
  { tile: '유럽식 룰렛', spot: /^레드에 베팅/ },
  { tile: '드래곤 타이거', spot: /^드래곤에 베팅/ },
  { tile: '식보', spot: /^대에 베팅/ },
];

for (const { tile, spot, reveal } of TABLES) {
  test(`${tile}: the home tile opens the table, a round plays, and the site balance follows the engine`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const game = await openCasinoTile(page, tile, 200_000);

    const rows = game.locator('.history__row');
    const before = await rows.count();
    await game.getByRole('radio', { name: won(1_000) }).click();
    await game.getByRole('button', { name: spot }).first().click();
    await expect(game.getByTestId('total-bet')).toHaveText(won(1_000));
    await game.locator('.play-button').click();
    await reveal?.(game);
    await expect(rows).toHaveCount(before + 1, { timeout: 30_000 });

    // Reveal the seeds, then recompute the round with the engine and hold the balance to it.
    const { roundId, verifyUrl } = await newestRound(game);
    await revealSeeds(game);
    const stored = await fetchRound<StoredRound>(game, roundId);
    expect(stored.stake).toBe(1_000);
    const payout = enginePayout(stored);
    expect(stored.payout).toBe(payout);
    const after = await siteBalance(page);
    expect(after).toBe(200_000 - 1_000 + payout);
    await expect(game.getByTestId('balance')).toHaveText(won(after), { timeout: 20_000 });

    // The round verifies on the public page.
    const verify = await game.context().newPage();
    await verify.goto(verifyUrl);
    await expect(verify.getByText('저장된 게임 결과와 정확히 일치합니다.')).toBeVisible({ timeout: 20_000 });
  });
}

test('baccarat: after a round, a new chip starts a new slip instead of re-staking the last one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const game = await openCasinoTile(page, '바카라', 200_000);
  const rows = game.locator('.history__row');
  const before = await rows.count();
  await game.getByRole('radio', { name: won(1_000) }).click();
  await game.getByRole('button', { name: /^플레이어에 베팅/ }).click();
  await game.locator('.play-button').click();
  await expect(rows).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(game.locator('.play-button')).toBeDisabled();
  await game.getByRole('radio', { name: won(1_000) }).click();
  await game.getByRole('button', { name: /^뱅커에 베팅/ }).click();
  await expect(game.getByTestId('total-bet')).toHaveText(won(1_000));
  await expect(game.getByRole('button', { name: '재베팅' })).toBeDisabled();
  await game.locator('.play-button').click();
  await expect(rows).toHaveCount(before + 2, { timeout: 30_000 });
  const newest = await fetchRound<{ stake: number; baccarat: { bets: BaccaratBets } }>(
    game,
    (await newestRound(game)).roundId,
  );
  expect(newest.stake).toBe(1_000);
  expect(newest.baccarat.bets).toEqual({ banker: 1_000 });
});

test('speed baccarat: bets close by themselves when the betting window runs out, and the hand is dealt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const game = await openCasinoTile(page, '스피드 바카라', 200_000);
  const rows = game.locator('.history__row');
  const before = await rows.count();
  await expect(game.getByRole('timer')).toHaveCount(0);
  await game.getByRole('radio', { name: won(5_000) }).click();
  await game.getByRole('button', { name: /^뱅커에 베팅/ }).click();
  await expect(game.getByRole('timer')).toHaveAccessibleName(/^베팅 마감 \d+초$/);
  // Nobody presses deal: the window closes and the chips on the felt are played.
  await expect(rows).toHaveCount(before + 1, { timeout: 25_000 });
  await expect(game.getByRole('timer')).toHaveCount(0);
  const newest = await fetchRound<{ stake: number; baccarat: { bets: BaccaratBets } }>(
    game,
    (await newestRound(game)).roundId,
  );
  expect(newest.baccarat.bets).toEqual({ banker: 5_000 });
});

for (const { tile, spot } of [{ tile: '바카라', spot: /^플레이어에 베팅/ }, ...TABLES]) {
  test(`${tile} on a phone: the table and its controls are in view together, nothing scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const game = await openCasinoTile(page, tile, 200_000);
    for (const size of PHONES) {
      await game.setViewportSize(size);
      await expect(game.getByRole('button', { name: spot }).first()).toBeInViewport({ ratio: 1 });
      for (const control of [
        game.getByRole('radio', { name: won(1_000) }),
        game.getByRole('button', { name: '되돌리기' }),
        game.locator('.play-button'),
      ])
        await expect(control).toBeInViewport({ ratio: 1 });
      expect(await game.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
  });
}
