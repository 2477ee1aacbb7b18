import type { Card } from '../baccarat/cards.ts';

/**
 * Blackjack values: an ace is 1 (or 11 while that does not bust the hand), 2–9 face value, tens
 * and court cards 10. Splitting, the analysis and the chart all work by value, so a king and a
 * queen are a pair.
 */

/** A card's value with the ace as 1: 1–10. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 10 : card.rank;
}

/** A hand's best total and whether an ace counts 11 in it (a soft hand). */
export interface BlackjackHandTotal {
  total: number;
  soft: boolean;
}

/** The best total of a hand: aces count 11 once if that keeps it at 21 or under. */
export function handTotal(cards: readonly Card[]): BlackjackHandTotal {
  let hard = 0;
  let ace = false;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) ace = true;
  }
  return ace && hard <= 11 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** An ace and a ten-value card as the first two cards of a hand that was not split. */
export function isBlackjackPair(cards: readonly Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}
