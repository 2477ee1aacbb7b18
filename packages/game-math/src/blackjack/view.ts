import type { Card } from '../baccarat/cards.ts';
import { legalActions } from './actions.ts';
import { handTotal, isBlackjackPair } from './hand-total.ts';
import type { BlackjackAction, BlackjackPhase, BlackjackRound } from './round.ts';
import { settleBlackjack, type BlackjackSettlement } from './settle.ts';

/** One hand as the player sees it. */
export interface BlackjackHandView {
  cards: readonly Card[];
  stake: number;
  /** Best total; `soft` when an ace counts 11 in it. */
  total: number;
  soft: boolean;
  doubled: boolean;
  split: boolean;
  surrendered: boolean;
  bust: boolean;
  blackjack: boolean;
  done: boolean;
}

/**
 * What the game window may show: never the shoe, and the dealer's hole card only once the round is
 * settled (the dealer plays and the round settles in the same step, so until then the dealer
 * shows the up card alone and its total).
 */
export interface BlackjackView {
  phase: BlackjackPhase;
  dealer: { cards: readonly Card[]; holeHidden: boolean; total: number; soft: boolean };
  hands: BlackjackHandView[];
  /** The hand waiting for a decision, or null outside the player phase. */
  activeHand: number | null;
  legalActions: BlackjackAction[];
  insuranceStake: number | null;
  settlement: BlackjackSettlement | null;
}

export function blackjackView(round: BlackjackRound): BlackjackView {
  const settled = round.phase === 'settled';
  const dealerCards = settled ? round.dealer : round.dealer.slice(0, 1);
  const dealerTotal = handTotal(dealerCards);
  return {
    phase: round.phase,
    dealer: { cards: dealerCards, holeHidden: !settled, ...dealerTotal },
    hands: round.hands.map((hand) => {
      const { total, soft } = handTotal(hand.cards);
      return {
        cards: hand.cards,
        stake: hand.stake,
        total,
        soft,
        doubled: hand.doubled,
        split: hand.split,
        surrendered: hand.surrendered,
        bust: total > 21,
        blackjack: !hand.split && isBlackjackPair(hand.cards),
        done: hand.done,
      };
    }),
    activeHand: round.phase === 'player' ? round.active : null,
    legalActions: legalActions(round),
    insuranceStake: round.insuranceStake,
    settlement: settled ? settleBlackjack(round) : null,
  };
}
