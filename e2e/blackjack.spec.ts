import {
  createFairRandom,
  HANEUL_BLACKJACK_RULES,
  replayBlackjack,
  settleBlackjack,
  type BlackjackAction,
} from '@haneul/game-math';
import { expect, test, type Locator, type Page } from '@playwright/test';
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
 * The 블랙잭 tile opens the blackjack table on the game server (:4500): hands are dealt for a
 * chip on the betting box and played through the decisions the engine offers, each extra stake
 * through the signed wallet. The site's balance afterwards is the balance before, minus every
 * stake, plus the payout the engine computes for each hand from its revealed seeds and its
 * recorded decisions. The decisions taken depend on the cards: insurance is declined, a double
 * is taken when offered (to stake more on the way), anything else stands.
 */
const CASH = 200_000;
const STAKE = 10_000;

interface StoredHand {
  state: string;
  stake: number;
  payout: number;
  fairness: { serverSeed: string | null; clientSeed: string; nonce: number };
  blackjack: { bet: number; actions: BlackjackAction[] };
}

const decisions = (game: Page) => game.getByRole('group', { name: '플레이 선택' });
const decision = (game: Page, name: RegExp) => decisions(game).getByRole('button', { name });
const wonIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Puts one chip on the betting box and deals. */
async function deal(game: Page): Promise<void> {
  await game.getByRole('radio', { name: won(STAKE) }).click();
  await game.getByRole('button', { name: /^베팅 박스에 칩 놓기/ }).click();
  await expect(game.getByTestId('total-bet')).toHaveText(won(STAKE));
  await game.locator('.play-button').click();
}

/** Waits until the hand asks for a decision (true) or is over and in the history (false). */
async function awaitsDecision(game: Page, handsBefore: number): Promise<boolean> {
  const rows = game.locator('.history__row');
  const offered = decisions(game).getByRole('button', { disabled: false });
  await expect
    .poll(async () => (await rows.count()) > handsBefore || (await offered.count()) > 0, { timeout: 30_000 })
    .toBe(true);
  return (await rows.count()) === handsBefore;
}

/**
 * Takes the decision this test takes: decline insurance; double when offered and `double` allows
 * it, holding the wallet's answer back until the window has taken the extra stake off the shown
 * balance; otherwise stand. Answers whether it doubled.
 */
async function decide(game: Page, { double }: { double: boolean }): Promise<boolean> {
  const decline = decision(game, /^인슈어런스 거절/);
  if (await decline.count()) {
    await decline.click();
    return false;
  }
  const doubling = decision(game, /^더블/);
  if (double && (await doubling.count())) {
    const shown = wonIn(await game.getByTestId('balance').textContent());
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    let continued = Promise.resolve();
    await game.route('**/api/blackjack/act', (route) => (continued = answered.then(() => route.continue())), {
      times: 1,
    });
    await doubling.click();
    await expect(game.getByTestId('balance')).toHaveText(won(shown - STAKE));
    release();
    await continued;
    return true;
  }
  await decision(game, /^스탠드/).click();
  return false;
}

/** Plays the hand on the felt to its end; answers how many decisions it took and whether it doubled. */
async function playOut(game: Page, handsBefore: number, { double = false } = {}) {
  let taken = 0;
  let doubled = false;
  while (await awaitsDecision(game, handsBefore)) {
    doubled = (await decide(game, { double: double && !doubled })) || doubled;
    taken += 1;
  }
  return { taken, doubled };
}

test('블랙잭: the home tile deals a hand, its decisions stake through the wallet, and the site balance follows the engine', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const game = await openCasinoTile(page, '블랙잭', CASH);
  const rows = game.locator('.history__row');

  // A natural ends a hand at the deal: deal again until a hand took a decision.
  let played = { taken: 0, doubled: false };
  for (let hand = 0; hand < 6 && played.taken === 0; hand++) {
    await deal(game);
    played = await playOut(game, hand, { double: true });
    await expect(rows).toHaveCount(hand + 1, { timeout: 30_000 });
  }
  expect(played.taken).toBeGreaterThan(0);

  // The history tells the hand: the dealer's cards, the player's, how it ended and the balances.
  await expect(rows.first()).toContainText('딜러:');
  await expect(rows.first()).toContainText(/내 패:|핸드 1:/);
  await expect(rows.first()).toContainText('잔액');

  // Reveal the seeds, replay every hand with the engine from its seeds and decisions, and hold the
  // site's balance to the cash before, minus every stake, plus every payout.
  const { roundId, verifyUrl } = await newestRound(game);
  const links = await rows
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).searchParams.get('round')!),
    );
  expect(links.length).toBeGreaterThan(0);
  expect(links).toHaveLength(await rows.count());
  await revealSeeds(game);
  let expected = CASH;
  for (const id of links) {
    const stored = await fetchRound<StoredHand>(game, id);
    const seeds = { ...stored.fairness, serverSeed: stored.fairness.serverSeed! };
    const { bet, actions } = stored.blackjack;
    const settlement = settleBlackjack(
      replayBlackjack(HANEUL_BLACKJACK_RULES, bet, createFairRandom(seeds), actions),
    );
    expect(stored).toMatchObject({
      state: 'settled',
      stake: settlement.totalStake,
      payout: settlement.totalPayout,
    });
    expect(bet).toBe(STAKE);
    if (id === roundId) {
      expect(actions).toHaveLength(played.taken);
      if (played.doubled) expect(actions).toContain('double');
    }
    expected += settlement.totalPayout - settlement.totalStake;
  }
  expect(await siteBalance(page)).toBe(expected);
  await expect(game.getByTestId('balance')).toHaveText(won(expected), { timeout: 20_000 });

  // The hand verifies on the public page: the decisions filled in, the replay equal to the stored hand.
  const verify = await game.context().newPage();
  await verify.goto(verifyUrl);
  await expect(verify.getByText('저장된 게임 결과와 정확히 일치합니다.')).toBeVisible({ timeout: 20_000 });
  const stored = await fetchRound<StoredHand>(game, roundId);
  await expect(verify.getByLabel('플레이 기록')).toHaveValue(stored.blackjack.actions.join(', '));
});

test('블랙잭 on a phone: the table and its controls are in view together, nothing scrolls sideways, and a hand in play resumes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const game = await openCasinoTile(page, '블랙잭', CASH);
  const inViewOnEveryPhone = async (controls: Locator[]) => {
    for (const size of PHONES) {
      await game.setViewportSize(size);
      for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
      expect(await game.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
  };
  await inViewOnEveryPhone([
    game.getByRole('region', { name: '딜러' }),
    game.getByRole('button', { name: /^베팅 박스에 칩 놓기/ }),
    game.getByRole('radio', { name: won(STAKE) }),
    game.getByRole('button', { name: '되돌리기' }),
    game.locator('.play-button'),
  ]);

  // Deal on a phone until a hand waits for a decision, then reopen the window: the hand is back.
  await game.setViewportSize(PHONES[0]);
  let hands = 0;
  let waiting = false;
  while (!waiting && hands < 6) {
    await deal(game);
    waiting = await awaitsDecision(game, hands);
    if (!waiting) hands += 1;
  }
  expect(waiting).toBe(true);
  await game.reload();
  await expect(game.getByRole('img', { name: '딜러의 히든 카드 (뒷면)' })).toBeVisible({ timeout: 20_000 });
  expect(await awaitsDecision(game, hands)).toBe(true);

  await inViewOnEveryPhone([
    game.getByRole('region', { name: '딜러' }),
    game.getByTestId('player-hand'),
    ...(await decisions(game).getByRole('button').all()),
  ]);
  await playOut(game, hands);
  await expect(game.locator('.history__row')).toHaveCount(hands + 1);
});
