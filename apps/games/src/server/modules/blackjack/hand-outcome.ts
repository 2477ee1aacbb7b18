import { blackjackView, type BlackjackAction, type BlackjackRound } from '@haneul/game-math';
import { ZBlackjackView, type TBlackjackView } from '../../../protocol/round-api.ts';

/**
 * A blackjack round as stored: the first stake and the decisions taken (with the seeds, all that
 * replays it) and the hand as the player sees it after them (never the shoe; the hole card only
 * once the hand is over).
 */
export interface THandOutcome {
  kind: 'blackjack';
  bet: number;
  actions: BlackjackAction[];
  view: TBlackjackView;
}

/**
 * The stored outcome of a hand as the engine left it, with what the round has staked so far (the
 * hands' stakes, doubles and splits included, and insurance: the bets the wallet took) and what it
 * pays (0 until the hand is over).
 */
export function handOutcome(hand: BlackjackRound): { outcome: THandOutcome; stake: number; payout: number } {
  // Written as the protocol reads it: the view is what the window gets back, card for card.
  const view = ZBlackjackView.parse(blackjackView(hand));
  const stake = hand.hands.reduce((sum, played) => sum + played.stake, 0) + (hand.insuranceStake ?? 0);
  return {
    outcome: { kind: 'blackjack', bet: hand.stake, actions: [...hand.actions], view },
    stake,
    payout: view.settlement?.totalPayout ?? 0,
  };
}
