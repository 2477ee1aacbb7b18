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
import { newestRound, openCasinoTile, siteBalance, won } from './support/game-launch';

/**
 * Every casino tile of the home page opens a real table on the game server (:4500) and plays a
 * round through the signed wallet: the site's balance afterwards is the balance before, minus the
 * stakes, plus the payout the engine computes for that round from its revealed seeds.
 */
/** A round as the game server's public round call answers it. */
async function fetchRound<T>(game: Page, roundId: string): Promise<T> {
  const response = await game.request.get(new URL(`/api/rounds/${roundId}`, game.url()).toString());
  return ((await response.json()) as { round: T }).round;
}

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

const TABLES = [
  { tile: '스피드 바카라', spot: /^플레이어에 베팅/ },
  { tile: '스퀴즈 바카라', spot: /^플레이어에 베팅/ },
] as const;

for (const { tile, spot } of TABLES) {
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
    await expect(rows).toHaveCount(before + 1, { timeout: 30_000 });

    // Reveal the seeds, then recompute the round with the engine and hold the balance to it.
    const { roundId, verifyUrl } = await newestRound(game);
    await game.getByRole('tab', { name: '공정성 검증' }).click();
    await game.getByRole('button', { name: '서버 시드 교체하고 공개하기' }).click();
    await expect(game.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
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
