import { describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '@haneul/db/testing';
import {
  blackjackHandTotal,
  legalActions,
  settleBlackjack,
  type BlackjackAction,
  type BlackjackRound,
} from '@haneul/game-math';
import { windowPlayer } from '../testing/games-harness.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';
import { actionsOf, blackjackTable, engineSettlement, played } from '../testing/blackjack-table.ts';

const STAKE = 10_000;
const CASH = 100_000;
const deciding = (hand: BlackjackRound) => hand.phase === 'player';
/** The dealer's two cards make 21 (the peek finds it once insurance is decided). */
const dealerBlackjack = (hand: BlackjackRound) =>
  hand.phase === 'insurance' && blackjackHandTotal(hand.dealer).total === 21;
const allows = (action: BlackjackAction) => (hand: BlackjackRound) =>
  deciding(hand) && legalActions(hand).includes(action);

/**
 * Blackjack on the real wallet: each hand is dealt on a shoe chosen through the client seed, its
 * decisions stake more through bets `<round>:bet:<n>`, and the member's cash ends at the cash before
 * minus every stake plus the payout the engine computes from the seeds and the decisions.
 */
describe.each(TEST_ENGINES)('blackjack hands against the real wallet (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);
  const table = blackjackTable(() => stack.server);
  const player = () => windowPlayer(stack.wallet, stack.server, { gameCode: 'blackjack', cash: CASH });
  const records = async (roundId: string) =>
    (await stack.wallet.walletRecords(roundId))
      .map((r) => [r.transactionId.slice(roundId.length), r.amount, r.status])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it('deals a hand the player acts on, then a winning double pays on both bets', async () => {
    const me = await player();
    const doubleWins = (hand: BlackjackRound) =>
      allows('double')(hand) && settleBlackjack(played(hand, 'double')).hands[0]!.result === 'win';
    const { answer, seeds } = await table.dealWhere(me, STAKE, doubleWins);
    const dealt = answer.round!;
    expect(answer).toMatchObject({ status: 'OK', balance: CASH - STAKE });
    expect(dealt).toMatchObject({ kind: 'blackjack', state: 'debited', stake: STAKE, payout: 0 });
    expect(dealt.balances).toEqual({ before: CASH, after: null });
    expect(dealt.blackjack).toMatchObject({
      bet: STAKE,
      actions: [],
      view: { phase: 'player', settlement: null },
    });
    // The hole card stays with the dealer until the hand is over.
    expect(dealt.blackjack!.view.dealer).toMatchObject({ holeHidden: true, cards: [expect.anything()] });

    const done = await table.decide(me.token, dealt.id, 'double');
    const expected = engineSettlement(seeds, STAKE, ['double']);
    // 4 stakes back on a first stake of 1: within the 5/2 bound only because both bets count.
    expect(expected.totalPayout).toBe(4 * STAKE);
    expect(done.round).toMatchObject({ state: 'settled', stake: 2 * STAKE, payout: 4 * STAKE });
    expect(done.round.blackjack!.view.settlement).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(done.balance).toBe(CASH - 2 * STAKE + 4 * STAKE);
    expect(done.round.balances).toEqual({ before: CASH, after: done.balance });
    expect(await stack.wallet.cashOf(me.memberId)).toBe(done.balance);
    expect(await records(dealt.id)).toEqual([
      [':bet', STAKE, 'OK'],
      [':bet:1', STAKE, 'OK'],
      [':win', 4 * STAKE, 'OK'],
    ]);
  });

  it('splits: each hand rides its own stake and is settled on its own', async () => {
    const me = await player();
    const { answer, seeds } = await table.dealWhere(me, STAKE, allows('split'));
    const dealt = answer.round!;
    const split = await table.decide(me.token, dealt.id, 'split');
    // The balance follows the extra bet at once (and the payout, when splitting ended the hand:
    // split aces take one card each).
    const paid = split.round.state === 'settled' ? split.round.payout : 0;
    expect(split.balance).toBe(CASH - 2 * STAKE + paid);
    expect(split.round.stake).toBe(2 * STAKE);
    const done = split.round.state === 'settled' ? split : await table.standOut(me.token, split.round);
    const actions = actionsOf(done.round);
    expect(actions[0]).toBe('split');
    const expected = engineSettlement(seeds, STAKE, actions);
    expect(expected.hands.length).toBeGreaterThanOrEqual(2);
    expect(done.round.blackjack!.view.settlement!.hands.map((h) => [h.stake, h.result, h.payout])).toEqual(
      expected.hands.map((h) => [h.stake, h.result, h.payout]),
    );
    expect(done.round).toMatchObject({ stake: expected.totalStake, payout: expected.totalPayout });
    expect(await stack.wallet.cashOf(me.memberId)).toBe(CASH - expected.totalStake + expected.totalPayout);
    expect((await records(dealt.id)).map(([id]) => id)).toEqual([':bet', ':bet:1', ':win']);
  });

  it('insurance is a bet of half the stake paying 2:1 on a dealer blackjack; declined, it costs nothing', async () => {
    const me = await player();
    const { answer, seeds } = await table.dealWhere(me, STAKE, dealerBlackjack);
    const insured = await table.decide(me.token, answer.round!.id, 'insurance');
    const expected = engineSettlement(seeds, STAKE, ['insurance']);
    expect(expected.insurance).toEqual({ stake: STAKE / 2, payout: (3 * STAKE) / 2 });
    expect(insured.round).toMatchObject({
      state: 'settled',
      stake: 1.5 * STAKE,
      payout: expected.totalPayout,
    });
    expect(await records(answer.round!.id)).toEqual([
      [':bet', STAKE, 'OK'],
      [':bet:1', STAKE / 2, 'OK'],
      [':win', expected.totalPayout, 'OK'],
    ]);
    const cash = CASH - 1.5 * STAKE + expected.totalPayout;
    expect(await stack.wallet.cashOf(me.memberId)).toBe(cash);

    const declined = await table.dealWhere(
      me,
      STAKE,
      (hand) => hand.phase === 'insurance' && !dealerBlackjack(hand),
    );
    const done = await table.standOut(me.token, declined.answer.round!);
    expect(actionsOf(done.round)[0]).toBe('noInsurance');
    const settlement = engineSettlement(declined.seeds, STAKE, actionsOf(done.round));
    expect(settlement.insurance).toBeNull();
    expect(await stack.wallet.cashOf(me.memberId)).toBe(cash - STAKE + settlement.totalPayout);
  });

  it('surrender hands half the stake back and ends the hand', async () => {
    const me = await player();
    const { answer } = await table.dealWhere(me, STAKE, allows('surrender'));
    const done = await table.decide(me.token, answer.round!.id, 'surrender');
    expect(done).toMatchObject({ balance: CASH - STAKE / 2, round: { state: 'settled', payout: STAKE / 2 } });
    expect(done.round.blackjack!.view.settlement!.hands[0]).toMatchObject({ result: 'surrender' });
    expect(await records(answer.round!.id)).toEqual([
      [':bet', STAKE, 'OK'],
      [':win', STAKE / 2, 'OK'],
    ]);
  });

  it('an extra stake the wallet refuses moves nothing and leaves the hand to play on', async () => {
    const me = await windowPlayer(stack.wallet, stack.server, { gameCode: 'blackjack', cash: STAKE + 500 });
    const { answer, seeds } = await table.dealWhere(me, STAKE, allows('double'));
    const dealt = answer.round!;
    const refused = await table.decide(me.token, dealt.id, 'double');
    expect(refused).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 500 });
    expect(refused.round).toMatchObject({ state: 'debited', stake: STAKE, blackjack: { actions: [] } });
    expect(refused.round.blackjack!.view).toEqual(dealt.blackjack!.view);
    expect(await stack.wallet.cashOf(me.memberId)).toBe(500);

    const done = await table.standOut(me.token, refused.round);
    const expected = engineSettlement(seeds, STAKE, actionsOf(done.round));
    expect(await stack.wallet.cashOf(me.memberId)).toBe(500 + expected.totalPayout);
    expect(await records(dealt.id)).toEqual([
      [':bet', STAKE, 'OK'],
      [':bet:1', STAKE, 'INSUFFICIENT_FUNDS'],
      [':win', expected.totalPayout, 'OK'],
    ]);
  });
});
