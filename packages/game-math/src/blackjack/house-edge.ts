import { createEvEngine, fullShoe, type EvEngine, type InitialHandValue } from './ev-engine.ts';
import { assertBlackjackRules, type BlackjackRules } from './rules.ts';

/**
 * The house edge of a rule set by combinatorial analysis of a freshly shuffled shoe (every round
 * starts from one), with the player's best decisions on the exact composition of the cards seen.
 *
 * Method:
 * 1. Every first deal: the player's two cards and the dealer's up card by value, weighted by its
 *    exact probability from the full shoe (drawing without replacement).
 * 2. With those three cards out, the dealer peeks under an ace or a ten: a dealer blackjack takes
 *    the original bet (or pushes a player blackjack) and ends the round; insurance is declined
 *    (basic strategy never takes it).
 * 3. Otherwise the best of stand, hit, double, split and late surrender, each valued exactly on the
 *    cards left: the dealer's final-total probabilities are computed for each composition of the
 *    remaining shoe (conditioned on no blackjack), and hitting is valued recursively with the best
 *    play after every card (composition-dependent: on the hand's exact cards, not just its total).
 * 4. Splits (the usual approximation of combinatorial analysers such as the Wizard of Odds'
 *    appendix 9, whose programs "only considered how many hands the player had already split, but
 *    not the other cards drawn in those hands"): each split hand is played composition-dependently
 *    — stand, hit, double after split — with the up card and every pair card of the round out of
 *    the shoe, but not the cards dealt to the other split hands. Resplits: a hand's second card is
 *    a pair card with the probability left after k pair cards are out, and resplits while fewer
 *    than `maxHands` hands are in play; the pair is always resplit when split at all. Split aces
 *    take one card each.
 * Exact except for the split approximation, which moves the edge by thousandths of a percentage
 * point at six decks (a little more for one deck).
 */
export interface BlackjackHouseEdge {
  readonly rules: Readonly<BlackjackRules>;
  /** The house edge per unit of the original bet (0.0033 = 0.33%); the player's return is −edge. */
  edge: number;
  /** The edge in percent, 4 decimals: "0.3305". */
  percent: string;
  method: 'composition-dependent combinatorial analysis, cards removed, fresh shoe';
  splits: 'post-split hands composition-dependent, every pair card removed but not the cards of the other split hands';
  insurance: 'declined';
  /** P(a player blackjack), P(a dealer blackjack) on the first two cards. */
  playerBlackjack: number;
  dealerBlackjack: number;
}

/** The weight of a first deal: the player's a and b (either order) and the up card. */
export function firstDealWeight(decks: number, a: number, b: number, up: number): number {
  const shoe = fullShoe(decks);
  const all = 52 * decks;
  let weight = 1;
  let left = all;
  for (const card of [a, up, b]) {
    weight *= shoe[card]! / left;
    shoe[card]!--;
    left--;
  }
  return a === b ? weight : 2 * weight;
}

/** Calls `visit` for every first deal (a ≤ b, up) with its probability and value. */
function forEachFirstDeal(
  rules: BlackjackRules,
  engine: EvEngine,
  visit: (a: number, b: number, up: number, weight: number, hand: InitialHandValue) => void,
): void {
  for (let up = 1; up <= 10; up++) {
    for (let a = 1; a <= 10; a++) {
      for (let b = a; b <= 10; b++) {
        const weight = firstDealWeight(rules.decks, a, b, up);
        if (weight > 0) visit(a, b, up, weight, engine.initialHand(a, b, up));
      }
    }
  }
}

const cache = new Map<string, BlackjackHouseEdge>();

/**
 * The house edge of `rules` (see {@link BlackjackHouseEdge} for the method). Pure, and cached by
 * rule set because six decks take about a second (some 160,000 dealer passes, one per shoe
 * composition and up card).
 */
export function blackjackHouseEdge(rules: BlackjackRules): BlackjackHouseEdge {
  assertBlackjackRules(rules);
  const key = JSON.stringify(rules);
  const known = cache.get(key);
  if (known) return known;

  const engine = createEvEngine(rules);
  let value = 0;
  let playerBlackjack = 0;
  let dealerBlackjack = 0;
  forEachFirstDeal(rules, engine, (_a, _b, _up, weight, hand) => {
    value += weight * hand.value;
    if (hand.blackjack) playerBlackjack += weight;
    dealerBlackjack += weight * hand.dealerBlackjack;
  });
  const edge = -value;
  // Shared by every caller (cached), so frozen.
  const result: BlackjackHouseEdge = Object.freeze({
    rules: Object.freeze({ ...rules, blackjackPays: Object.freeze({ ...rules.blackjackPays }) }),
    edge,
    percent: (edge * 100).toFixed(4),
    method: 'composition-dependent combinatorial analysis, cards removed, fresh shoe',
    splits:
      'post-split hands composition-dependent, every pair card removed but not the cards of the other split hands',
    insurance: 'declined',
    playerBlackjack,
    dealerBlackjack,
  });
  cache.set(key, result);
  return result;
}
