import type { RandomSource } from '../fair/random-source.ts';
import { cardPoints, orderedDecks, type Card } from './cards.ts';

/**
 * The shoe: a shuffled stack of decks read front to back. It is an immutable value; dealing
 * returns a new shoe with a later position, so a round can be stored and replayed exactly.
 */
export interface Shoe {
  cards: readonly Card[];
  /** Index of the next card to deal. */
  position: number;
  /** When `position` reaches this index the shoe is finished after the current coup. */
  cutCard: number;
  /** Cards burnt when the shoe was opened (the burn rule is described at `createShoe`). */
  burnt: readonly Card[];
}

/** Options for a new shoe. */
export interface CreateShoeOptions {
  rng: RandomSource;
  /** Number of decks; 8 for punto banco. */
  decks?: number;
  /** Cards left behind the cut card; 16 by default (a coup uses at most 6). */
  cutCardFromEnd?: number;
}

/**
 * Shuffles `cards` with Fisher–Yates driven by `rng.nextInt`, from the last position down: each
 * position swaps with a uniformly chosen earlier-or-same one, so each of the n! orders is equally
 * likely (given an exact `nextInt`, which `RandomSource` guarantees by rejection sampling).
 */
export function shuffleCards(cards: readonly Card[], rng: RandomSource): Card[] {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A freshly shuffled shoe, burn done. Burn rule (as in casino punto banco): the first card is
 * turned over and that many more cards are burnt, counting aces as 1 and tens and court cards as
 * 10; the first card is burnt too. Everything is decided by the shuffle, so it replays exactly.
 */
export function createShoe({ rng, decks = 8, cutCardFromEnd = 16 }: CreateShoeOptions): Shoe {
  const cards = shuffleCards(orderedDecks(decks), rng);
  const first = cards[0]!;
  const burnCount = 1 + (cardPoints(first) === 0 ? 10 : cardPoints(first));
  return {
    cards,
    position: burnCount,
    cutCard: cards.length - cutCardFromEnd,
    burnt: cards.slice(0, burnCount),
  };
}

/** True once the cut card has come out: deal no further coup from this shoe. */
export function shoeFinished(shoe: Shoe): boolean {
  return shoe.position >= shoe.cutCard;
}

/** Cards still in the shoe. */
export function shoeRemaining(shoe: Shoe): number {
  return shoe.cards.length - shoe.position;
}
