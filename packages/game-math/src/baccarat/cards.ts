/**
 * Playing cards for punto banco. A card is a rank and a suit; only the rank matters to the game
 * (pairs compare ranks, totals use points), but suits are kept so a dealt coup can be shown and
 * replayed exactly as it came out of the shoe.
 */

/** 1 = ace, 2–10, 11 = jack, 12 = queen, 13 = king. */
export type CardRank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** Spades, hearts, diamonds, clubs. */
export type CardSuit = 'S' | 'H' | 'D' | 'C';

/** One card. */
export interface Card {
  rank: CardRank;
  suit: CardSuit;
}

/** Suits in the order a fresh deck is laid out before shuffling. */
export const CARD_SUITS: readonly CardSuit[] = ['S', 'H', 'D', 'C'];

/** Ranks in the order a fresh deck is laid out before shuffling. */
export const CARD_RANKS: readonly CardRank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** Baccarat points of a card: ace 1, 2–9 face value, tens and court cards 0. */
export function cardPoints(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** Baccarat total of a hand: the sum of its points, keeping only the last digit. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;
}

/** `decks` fresh decks in a fixed order (suit by suit, ace to king): the input to the shuffle. */
export function orderedDecks(decks: number): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) {
    for (const suit of CARD_SUITS) for (const rank of CARD_RANKS) cards.push({ rank, suit });
  }
  return cards;
}

/** Short text for a card, e.g. `AS`, `10H`, `KD`, for logs and round history. */
export function cardLabel(card: Card): string {
  const names: Partial<Record<CardRank, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
  return `${names[card.rank] ?? card.rank}${card.suit}`;
}
