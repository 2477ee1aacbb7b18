import type { Card } from '../baccarat/cards.ts';
import { cardValue, handTotal, isBlackjackPair } from './hand-total.ts';
import type { BlackjackAction, BlackjackHand, BlackjackPhase, BlackjackRound } from './round.ts';
import type { BlackjackRules } from './rules.ts';

/**
 * The steps between player decisions, shared by the deal and by `applyAction`: the peek, naturals,
 * the second card of a split hand, moving to the next hand, the dealer's draws. They work on a
 * draft (a round with mutable copies of its arrays) that is frozen back into a round at the end,
 * so a round handed out is never changed.
 */
export interface RoundDraft {
  readonly rules: BlackjackRules;
  readonly stake: number;
  readonly shoe: readonly Card[];
  position: number;
  hands: BlackjackHand[];
  active: number;
  dealer: Card[];
  insuranceStake: number | null;
  phase: BlackjackPhase;
  actions: BlackjackAction[];
}

export function draftOf(round: BlackjackRound): RoundDraft {
  return {
    ...round,
    hands: round.hands.slice(),
    dealer: round.dealer.slice(),
    actions: round.actions.slice(),
  };
}

export function roundOf(draft: RoundDraft): BlackjackRound {
  return { ...draft };
}

/** The next card of the shoe. A round uses at most a few dozen cards, so one deck never runs out. */
export function nextCard(draft: RoundDraft): Card {
  const card = draft.shoe[draft.position];
  if (!card) throw new Error('blackjack: the shoe ran out of cards');
  draft.position++;
  return card;
}

/** Insurance costs half the bet, rounded down to whole won (the table takes even bets). */
export function insuranceStakeFor(stake: number): number {
  return Math.floor(stake / 2);
}

/** Insurance is offered on a dealer ace, unless half the bet rounds down to nothing (a 1-won bet). */
export function offersInsurance(draft: RoundDraft): boolean {
  return cardValue(draft.dealer[0]!) === 1 && insuranceStakeFor(draft.stake) >= 1;
}

/** The dealer's first two cards are an ace and a ten (only possible under an ace or a ten: the peek). */
export function dealerHasBlackjack(dealer: readonly Card[]): boolean {
  return isBlackjackPair(dealer.slice(0, 2));
}

/**
 * After the deal, and after the insurance decision when there was one: the dealer peeks, and a
 * dealer blackjack or a player blackjack ends the round at once (a player blackjack against a
 * dealer blackjack pushes). Otherwise the player acts on the first hand.
 */
export function afterInsurance(draft: RoundDraft): void {
  const first = draft.hands[0]!;
  if (dealerHasBlackjack(draft.dealer) || isBlackjackPair(first.cards)) {
    draft.hands[0] = { ...first, done: true };
    draft.active = draft.hands.length;
    draft.phase = 'settled';
    return;
  }
  draft.phase = 'player';
  draft.active = 0;
  proceed(draft);
}

/**
 * Moves play on to the next hand that needs a decision. A split hand gets its second card when
 * its turn comes (split aces take that one card and stop; a 21 stands by itself). When no hand is
 * left the dealer plays and the round is settled.
 */
export function proceed(draft: RoundDraft): void {
  while (draft.active < draft.hands.length) {
    let hand = draft.hands[draft.active]!;
    if (!hand.done && hand.cards.length === 1) {
      const cards = [...hand.cards, nextCard(draft)];
      const splitAce = cardValue(cards[0]!) === 1;
      hand = { ...hand, cards, done: splitAce || handTotal(cards).total === 21 };
      draft.hands[draft.active] = hand;
    }
    if (!hand.done) return;
    draft.active++;
  }
  dealerPlays(draft);
  draft.phase = 'settled';
}

/**
 * The dealer reveals the hole card and draws to 17 (hitting soft 17 under H17). When every hand
 * is bust or surrendered the dealer draws nothing: no result could change.
 */
function dealerPlays(draft: RoundDraft): void {
  if (draft.hands.every((hand) => hand.surrendered || handTotal(hand.cards).total > 21)) return;
  for (;;) {
    const { total, soft } = handTotal(draft.dealer);
    const draws = total < 17 || (draft.rules.dealerHitsSoft17 && total === 17 && soft);
    if (!draws) return;
    draft.dealer.push(nextCard(draft));
  }
}
