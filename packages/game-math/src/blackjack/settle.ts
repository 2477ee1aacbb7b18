import type { Card } from '../baccarat/cards.ts';
import { dealerHasBlackjack } from './flow.ts';
import { handTotal, isBlackjackPair } from './hand-total.ts';
import type { BlackjackRound } from './round.ts';

/**
 * Settles a finished round in whole won. Payouts are what is handed back, stake included:
 *
 * | hand | pays |
 * |---|---|
 * | blackjack (the original two cards, not after a split) | stake + floor(stake × wins / per): 3:2 |
 * | win (dealer bust or a higher total) | 2 × stake (doubles: the doubled stake) |
 * | push (same total, or blackjack against a dealer blackjack) | the stake |
 * | surrender | floor(stake / 2) |
 * | lose, bust | 0 |
 *
 * Insurance pays 2:1: 3 × its stake when the dealer has blackjack, else 0. A dealer blackjack is
 * found by the peek before any hand is played on, so it takes the original bet only.
 *
 * Rounding: an odd bet's blackjack winnings and surrender refund are rounded down to whole won,
 * in the house's favour and never by more than one won (the table takes even bets, where nothing
 * is rounded). `stake × wins` stays exact in doubles for every stake the round accepts.
 */

export type BlackjackHandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'surrender' | 'bust';

/** One hand settled. */
export interface SettledBlackjackHand {
  cards: readonly Card[];
  stake: number;
  doubled: boolean;
  split: boolean;
  surrendered: boolean;
  /** The hand's best total (over 21 when bust). */
  total: number;
  result: BlackjackHandResult;
  payout: number;
}

/** A settled round. */
export interface BlackjackSettlement {
  hands: SettledBlackjackHand[];
  dealer: { cards: readonly Card[]; total: number; blackjack: boolean };
  insurance: { stake: number; payout: number } | null;
  /** Every stake of the round: the hands' (doubles and splits included) and insurance. */
  totalStake: number;
  totalPayout: number;
}

/** floor(stake × wins / per), exactly: subtract the remainder first so the division is exact. */
function winnings(stake: number, wins: number, per: number): number {
  const gross = stake * wins;
  return (gross - (gross % per)) / per;
}

/** Settles a round whose phase is `settled`; throws otherwise. */
export function settleBlackjack(round: BlackjackRound): BlackjackSettlement {
  if (round.phase !== 'settled') throw new Error('blackjack: the round is not settled yet');
  const dealerBlackjack = dealerHasBlackjack(round.dealer);
  const dealerTotal = handTotal(round.dealer).total;
  const { wins, per } = round.rules.blackjackPays;

  const hands = round.hands.map((hand): SettledBlackjackHand => {
    const total = handTotal(hand.cards).total;
    const settled = (result: BlackjackHandResult, payout: number): SettledBlackjackHand => ({
      cards: hand.cards,
      stake: hand.stake,
      doubled: hand.doubled,
      split: hand.split,
      surrendered: hand.surrendered,
      total,
      result,
      payout,
    });
    if (hand.surrendered) return settled('surrender', Math.floor(hand.stake / 2));
    if (total > 21) return settled('bust', 0);
    if (!hand.split && isBlackjackPair(hand.cards)) {
      return dealerBlackjack
        ? settled('push', hand.stake)
        : settled('blackjack', hand.stake + winnings(hand.stake, wins, per));
    }
    if (dealerBlackjack) return settled('lose', 0);
    if (dealerTotal > 21 || total > dealerTotal) return settled('win', hand.stake * 2);
    if (total === dealerTotal) return settled('push', hand.stake);
    return settled('lose', 0);
  });

  const insurance =
    round.insuranceStake === null
      ? null
      : { stake: round.insuranceStake, payout: dealerBlackjack ? round.insuranceStake * 3 : 0 };
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    hands,
    dealer: { cards: round.dealer, total: dealerTotal, blackjack: dealerBlackjack },
    insurance,
    totalStake: sum(hands.map((h) => h.stake)) + (insurance?.stake ?? 0),
    totalPayout: sum(hands.map((h) => h.payout)) + (insurance?.payout ?? 0),
  };
}
