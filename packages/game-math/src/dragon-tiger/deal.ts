import { createShoe } from '../baccarat/shoe.ts';
import type { RandomSource } from '../fair/random-source.ts';
import { dragonTigerCoup, type DragonTigerCoup } from './coup.ts';

/** Decks in a dragon tiger shoe. */
export const DRAGON_TIGER_DECKS = 8;

/**
 * Deals one coup from a fresh 8-deck shoe shuffled from the round's stream, exactly as baccarat
 * opens a shoe (`createShoe`: Fisher–Yates, 415 draws of `nextInt(i + 1)` for i = 415 … 1, then
 * the burn), then the next card to the dragon and the one after it to the tiger. Nothing carries
 * over between rounds, so a round is verified from its seeds alone.
 *
 * Why the burn leaves the odds those of two cards from a full shoe: given the first card, the rest
 * of a shuffled shoe is a uniform shuffle of the other 415, so the two cards after the burn (however
 * many it takes) are distributed like the two cards after the first, and by the shuffle's symmetry
 * like any two cards of the shoe. `dragonTigerOdds` counts exactly that.
 */
export function dealDragonTiger(rng: RandomSource): DragonTigerCoup {
  const shoe = createShoe({ rng, decks: DRAGON_TIGER_DECKS });
  return dragonTigerCoup(shoe.cards[shoe.position]!, shoe.cards[shoe.position + 1]!);
}
