import { orderedDecks, type Card } from '../baccarat/cards.ts';
import { shuffleCards } from '../baccarat/shoe.ts';
import type { RandomSource } from '../fair/random-source.ts';
import { afterInsurance, nextCard, offersInsurance, roundOf, type RoundDraft } from './flow.ts';
import type { BlackjackRound } from './round.ts';
import { assertBlackjackRules, type BlackjackRules } from './rules.ts';

/** The largest bet a round takes: four doubled hands and insurance stay far inside 2^53. */
export const BLACKJACK_MAX_STAKE = 90_000_000_000_000;

/** Throws unless `stake` is a whole number of won from 1 to {@link BLACKJACK_MAX_STAKE}. */
function assertBlackjackStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake < 1 || stake > BLACKJACK_MAX_STAKE) {
    throw new RangeError(`blackjack: stake ${stake} is not a whole number of won from 1 up`);
  }
}

/**
 * Fresh decks by deck count, built once and frozen: `shuffleCards` copies the array and only moves
 * references, so every round can share the same card objects.
 */
const freshDecks = new Map<number, readonly Card[]>();

function fresh(decks: number): readonly Card[] {
  let cards = freshDecks.get(decks);
  if (!cards) {
    cards = Object.freeze(orderedDecks(decks).map((card) => Object.freeze(card)));
    freshDecks.set(decks, cards);
  }
  return cards;
}

/**
 * Starts a round: shuffles a fresh shoe of `rules.decks` decks with Fisher–Yates from `rng`
 * (`shuffleCards`: `nextInt(i + 1)` for i = 52 × decks − 1 … 1, no burn), then deals. The rng is
 * not used again: every later card is the next one in the shoe.
 */
export function startBlackjack(rules: BlackjackRules, stake: number, rng: RandomSource): BlackjackRound {
  assertBlackjackRules(rules);
  assertBlackjackStake(stake);
  return dealBlackjack(rules, stake, shuffleCards(fresh(rules.decks), rng));
}

/**
 * Deals a round from `shoe` as it lies: player, dealer up card, player, dealer hole card. Then, on
 * a dealer ace, insurance is offered; otherwise the dealer peeks (under a ten) and naturals settle
 * the round at once. Exported for tests, which stack the shoe; real rounds use `startBlackjack`.
 */
export function dealBlackjack(rules: BlackjackRules, stake: number, shoe: readonly Card[]): BlackjackRound {
  assertBlackjackRules(rules);
  assertBlackjackStake(stake);
  const draft: RoundDraft = {
    rules,
    stake,
    shoe,
    position: 0,
    hands: [],
    active: 0,
    dealer: [],
    insuranceStake: null,
    phase: 'insurance',
    actions: [],
  };
  const player = nextCard(draft);
  const up = nextCard(draft);
  const second = nextCard(draft);
  const hole = nextCard(draft);
  draft.hands = [
    { cards: [player, second], stake, doubled: false, split: false, surrendered: false, done: false },
  ];
  draft.dealer = [up, hole];
  if (!offersInsurance(draft)) afterInsurance(draft);
  return roundOf(draft);
}
