import { describe, expect, it } from 'vitest';
import { orderedDecks, type Card, type CardRank } from '../baccarat/cards.ts';
import { shuffleCards } from '../baccarat/shoe.ts';
import { createSeededRandom } from '../fair/seeded-random.ts';
import { dealBlackjack } from './deal.ts';
import {
  applyAction,
  basicStrategyChart,
  blackjackView,
  extraStakeOf,
  HANEUL_BLACKJACK_RULES,
  legalActions,
  replayBlackjack,
  settleBlackjack,
  startBlackjack,
  strategyAction,
  type BlackjackAction,
  type BlackjackRound,
  type BlackjackRules,
} from './index.ts';

const RULES = HANEUL_BLACKJACK_RULES;
const card = (rank: CardRank): Card => ({ rank, suit: 'S' });
const A = 1;
const K = 13;

/** A round dealt from exactly these ranks: player, up card, player, hole card, then the draws. */
function stacked(ranks: CardRank[], stake = 100, rules: BlackjackRules = RULES): BlackjackRound {
  return dealBlackjack(rules, stake, ranks.map(card));
}

const play = (round: BlackjackRound, ...actions: BlackjackAction[]) => actions.reduce(applyAction, round);
const ranks = (cards: readonly Card[]) => cards.map((c) => c.rank);
const results = (round: BlackjackRound) => settleBlackjack(round).hands.map((h) => [h.result, h.payout]);

describe('dealing', () => {
  it('deals player, dealer up, player, dealer hole, in that order', () => {
    const round = stacked([2, 9, 3, 10, 5]);
    expect(ranks(round.hands[0]!.cards)).toEqual([2, 3]);
    expect(ranks(round.dealer)).toEqual([9, 10]);
    expect(round).toMatchObject({ phase: 'player', position: 4, active: 0 });
    expect(legalActions(round)).toEqual(['hit', 'stand', 'double', 'surrender']);
  });

  it('shuffles a fresh shoe of rules.decks decks with Fisher–Yates and uses the rng only there', () => {
    const rng = createSeededRandom(7);
    const round = startBlackjack(RULES, 100, rng);
    const reference = createSeededRandom(7);
    expect(round.shoe).toEqual(shuffleCards(orderedDecks(6), reference));
    expect(round.shoe).toHaveLength(312);
    expect(rng.nextUint32()).toBe(reference.nextUint32()); // nothing drawn beyond the shuffle
    const played = play(round, ...legalActions(round).filter((a) => a === 'stand'));
    expect(played.shoe).toBe(round.shoe);
  });

  it('refuses bad stakes and bad rules', () => {
    expect(() => startBlackjack(RULES, 0, createSeededRandom(1))).toThrow(RangeError);
    expect(() => startBlackjack(RULES, 2.5, createSeededRandom(1))).toThrow(RangeError);
    expect(() => startBlackjack({ ...RULES, decks: 9 }, 100, createSeededRandom(1))).toThrow(/decks/);
    expect(() => startBlackjack({ ...RULES, maxHands: 5 }, 100, createSeededRandom(1))).toThrow(/maxHands/);
  });
});

describe('insurance and the peek', () => {
  it('offers insurance on an ace; taken, it pays 2:1 on a dealer blackjack and the bet is lost', () => {
    const round = stacked([10, A, 9, K], 101);
    expect(round.phase).toBe('insurance');
    expect(legalActions(round)).toEqual(['insurance', 'noInsurance']);
    expect(extraStakeOf(round, 'insurance')).toBe(50); // floor(101 / 2)
    const settled = play(round, 'insurance');
    expect(settled.phase).toBe('settled');
    const s = settleBlackjack(settled);
    expect(s.hands.map((h) => [h.result, h.payout])).toEqual([['lose', 0]]);
    expect(s.insurance).toEqual({ stake: 50, payout: 150 });
    expect(s).toMatchObject({ totalStake: 151, totalPayout: 150 });
    expect(s.dealer).toMatchObject({ total: 21, blackjack: true });
  });

  it('without insurance a dealer blackjack takes only the original bet', () => {
    const settled = play(stacked([10, A, 9, K]), 'noInsurance');
    const s = settleBlackjack(settled);
    expect(s).toMatchObject({ insurance: null, totalStake: 100, totalPayout: 0 });
  });

  it('loses the insurance when the dealer has no blackjack, and play goes on', () => {
    const round = play(stacked([10, A, 9, 7, 2]), 'insurance');
    expect(round.phase).toBe('player');
    const s = settleBlackjack(play(round, 'stand')); // 19 against soft 18
    expect(s.insurance).toEqual({ stake: 50, payout: 0 });
    expect(s).toMatchObject({ totalStake: 150, totalPayout: 200 });
  });

  it('even money: a blackjack that takes insurance wins exactly its bet either way', () => {
    const withBlackjack = settleBlackjack(play(stacked([A, A, K, K]), 'insurance'));
    expect(withBlackjack.hands[0]).toMatchObject({ result: 'push', payout: 100 });
    expect(withBlackjack.totalPayout - withBlackjack.totalStake).toBe(100);
    const without = settleBlackjack(play(stacked([A, A, K, 7]), 'insurance'));
    expect(without.hands[0]).toMatchObject({ result: 'blackjack', payout: 250 });
    expect(without.totalPayout - without.totalStake).toBe(100);
    expect(settleBlackjack(play(stacked([A, A, K, 7]), 'noInsurance')).totalPayout).toBe(250);
  });

  it('peeks under a ten without offering insurance; a blackjack against it pushes', () => {
    const dealerBlackjack = stacked([9, K, 9, A]);
    expect(dealerBlackjack.phase).toBe('settled');
    expect(results(dealerBlackjack)).toEqual([['lose', 0]]);
    expect(results(stacked([A, K, K, A]))).toEqual([['push', 100]]);
  });

  it('pays a blackjack 3:2 at once, rounding odd bets down, and the dealer draws nothing', () => {
    const round = stacked([A, 9, K, 5]);
    expect(round.phase).toBe('settled');
    expect(ranks(round.dealer)).toEqual([9, 5]);
    expect(results(round)).toEqual([['blackjack', 250]]);
    expect(results(stacked([A, 9, K, 5], 5))).toEqual([['blackjack', 12]]); // 5 + floor(7.5)
  });

  it('offers no insurance when half the bet rounds down to nothing', () => {
    expect(stacked([10, A, 9, 7], 1).phase).toBe('player');
  });
});

describe('playing hands', () => {
  it('splits aces once, one card each; a ten on a split ace is 21 paid 1:1', () => {
    // A,A against a 5 (hole 10): the aces get a K and a 9; the dealer draws a 7 and busts.
    const round = play(stacked([A, 5, A, 10, K, 9, 7]), 'split');
    expect(round.phase).toBe('settled');
    expect(round.hands.map((h) => ranks(h.cards))).toEqual([
      [A, K],
      [A, 9],
    ]);
    expect(results(round)).toEqual([
      ['win', 200],
      ['win', 200],
    ]);
    // An ace on a split ace is not split again: soft 12 stands.
    const aces = play(stacked([A, 5, A, 10, A, 3, 7]), 'split');
    expect(aces.phase).toBe('settled');
    expect(aces.hands.map((h) => ranks(h.cards))).toEqual([
      [A, A],
      [A, 3],
    ]);
  });

  it('resplits to four hands and no further', () => {
    // 8,8 against a 6 (hole 10); every second card is another 8 until there are four hands.
    let round = play(stacked([8, 6, 8, 10, 8, 8, 8, 3, 2, 9, 10, 10]), 'split');
    expect(legalActions(round)).toContain('split');
    round = play(round, 'split', 'split');
    expect(round.hands).toHaveLength(4);
    expect(ranks(round.hands[0]!.cards)).toEqual([8, 8]);
    expect(legalActions(round)).toEqual(['hit', 'stand', 'double']);
    expect(extraStakeOf(round, 'double')).toBe(100);
    round = play(round, 'stand', 'stand', 'stand', 'stand');
    expect(round.hands.map((h) => ranks(h.cards))).toEqual([
      [8, 8],
      [8, 3],
      [8, 2],
      [8, 9],
    ]);
    // The dealer's 16 draws a 10.
    expect(ranks(round.dealer)).toEqual([6, 10, 10]);
    expect(results(round)).toEqual([
      ['win', 200],
      ['win', 200],
      ['win', 200],
      ['win', 200],
    ]);
    expect(settleBlackjack(round).totalStake).toBe(400);
  });

  it('doubles after a split only with DAS, and pays doubles on the doubled stake', () => {
    const shoe: CardRank[] = [9, 6, 9, 10, 2, 10, 5, 10];
    const split = play(stacked(shoe), 'split');
    expect(legalActions(split)).toEqual(['hit', 'stand', 'double']);
    expect(legalActions(play(stacked(shoe, 100, { ...RULES, doubleAfterSplit: false }), 'split'))).toEqual([
      'hit',
      'stand',
    ]);
    // 9,2 doubles onto a 10 (21); 9,5 stands; the dealer's 16 draws a 10 and busts.
    const round = play(split, 'double', 'stand');
    expect(round.hands.map((h) => [ranks(h.cards), h.stake, h.doubled])).toEqual([
      [[9, 2, 10], 200, true],
      [[9, 5], 100, false],
    ]);
    expect(results(round)).toEqual([
      ['win', 400],
      ['win', 200],
    ]);
  });

  it('surrenders the first two cards for half the bet (rounded down) and the dealer draws nothing', () => {
    const round = play(stacked([10, K, 6, 7], 101), 'surrender');
    expect(round.phase).toBe('settled');
    expect(ranks(round.dealer)).toEqual([13, 7]);
    expect(results(round)).toEqual([['surrender', 50]]);
    // Not after a hit, not after a split, not without the rule.
    expect(legalActions(play(stacked([2, K, 3, 7, 4]), 'hit'))).toEqual(['hit', 'stand']);
    expect(legalActions(play(stacked([8, K, 8, 7, 2, 3]), 'split'))).not.toContain('surrender');
    expect(legalActions(stacked([10, K, 6, 7], 100, { ...RULES, lateSurrender: false }))).not.toContain(
      'surrender',
    );
  });

  it('stands the dealer on soft 17 under S17 and hits it under H17', () => {
    const shoe: CardRank[] = [10, 6, 8, A, 4];
    expect(ranks(play(stacked(shoe), 'stand').dealer)).toEqual([6, A]);
    const h17 = play(stacked(shoe, 100, { ...RULES, dealerHitsSoft17: true }), 'stand');
    expect(ranks(h17.dealer)).toEqual([6, A, 4]);
    expect(results(h17)).toEqual([['lose', 0]]); // 18 against 21
  });

  it('skips the dealer when every hand is bust, and busts on the hit', () => {
    const round = play(stacked([10, 6, 6, 10, K]), 'hit');
    expect(round.phase).toBe('settled');
    expect(ranks(round.dealer)).toEqual([6, 10]);
    expect(results(round)).toEqual([['bust', 0]]);
  });

  it('stands a 21 by itself and settles pushes and losses', () => {
    const round = play(stacked([5, 7, 6, 10, K, 3]), 'hit'); // 21 stands by itself; the dealer's 17 stands
    expect(round.phase).toBe('settled');
    expect(results(round)).toEqual([['win', 200]]);
    expect(results(play(stacked([10, 7, 7, 10]), 'stand'))).toEqual([['push', 100]]);
    expect(results(play(stacked([10, 7, 6, 10]), 'stand'))).toEqual([['lose', 0]]);
  });

  it('throws on illegal actions', () => {
    const round = stacked([2, 9, 3, 10, 5, 4]);
    expect(() => applyAction(round, 'split')).toThrow(/not allowed/);
    expect(() => applyAction(round, 'insurance')).toThrow(/not allowed/);
    const hit = play(round, 'hit');
    expect(() => applyAction(hit, 'double')).toThrow(/not allowed/);
    expect(() => extraStakeOf(hit, 'surrender')).toThrow(/not allowed/);
    const settled = play(hit, 'stand');
    expect(legalActions(settled)).toEqual([]);
    expect(() => applyAction(settled, 'stand')).toThrow(/settled/);
    expect(() => settleBlackjack(round)).toThrow(/not settled/);
  });

  it('never changes a round it was given', () => {
    const round = stacked([8, 6, 8, 10, 3, 4, 10]);
    const copy = structuredClone(round);
    play(round, 'split', 'stand', 'stand');
    expect(round).toEqual(copy);
  });
});

describe('view and replay', () => {
  it('hides the hole card until the round is settled and never shows the shoe', () => {
    const view = blackjackView(stacked([10, 6, 7, 10, 5]));
    expect(view).toMatchObject({ phase: 'player', activeHand: 0, settlement: null });
    expect(view.dealer).toEqual({ cards: [card(6)], holeHidden: true, total: 6, soft: false });
    expect(view.hands[0]).toMatchObject({ total: 17, soft: false, bust: false, done: false });
    expect(JSON.stringify(view)).not.toContain('shoe');
    const settled = blackjackView(play(stacked([A, 6, 6, 10, 5]), 'stand'));
    expect(settled.dealer).toMatchObject({
      cards: [card(6), card(10), card(5)],
      holeHidden: false,
      total: 21,
    });
    expect(settled.hands[0]).toMatchObject({ total: 17, soft: true });
    expect(settled.settlement?.hands[0]?.result).toBe('lose');
  });

  it('replays a played round exactly from its seeds and actions', () => {
    const chart = basicStrategyChart(RULES);
    for (let seed = 1; seed <= 200; seed++) {
      let round = startBlackjack(RULES, 1000, createSeededRandom(seed));
      while (round.phase !== 'settled') round = applyAction(round, strategyAction(chart, round));
      expect(replayBlackjack(RULES, 1000, createSeededRandom(seed), round.actions)).toEqual(round);
    }
    expect(() => replayBlackjack(RULES, 1000, createSeededRandom(1), ['split', 'split'])).toThrow();
  });
});
