import type { Card } from '../baccarat/cards.ts';
import type { BlackjackRules } from './rules.ts';

/**
 * A blackjack round as an immutable value: the shuffled shoe, how far it has been dealt, the hands
 * and the dealer's cards. The rng is used once, to shuffle at the start; every later step reads
 * the next card of `shoe`, so the same seeds and the same actions always give the same round.
 */

/**
 * `insurance`: the dealer shows an ace and insurance (even money on a blackjack) is offered;
 * `player`: the hand at `active` is waiting for an action; `settled`: nothing is left to decide.
 */
export type BlackjackPhase = 'insurance' | 'player' | 'settled';

/** Everything a player can ask for; `legalActions` says which are allowed now. */
export type BlackjackAction =
  'hit' | 'stand' | 'double' | 'split' | 'surrender' | 'insurance' | 'noInsurance';

/** Every action, in the order `legalActions` lists them. */
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = [
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
  'insurance',
  'noInsurance',
];

/** One player hand. */
export interface BlackjackHand {
  readonly cards: readonly Card[];
  /** Whole won riding on the hand (twice the bet once doubled). */
  readonly stake: number;
  readonly doubled: boolean;
  /** The hand came from a split (so two cards making 21 are not a blackjack). */
  readonly split: boolean;
  readonly surrendered: boolean;
  /** No further action: stood, doubled, bust, 21, surrendered, or a split ace with its one card. */
  readonly done: boolean;
}

/** A round from the deal to the settlement. */
export interface BlackjackRound {
  readonly rules: BlackjackRules;
  /** The original bet in whole won. */
  readonly stake: number;
  /** The shuffled shoe, read front to back. */
  readonly shoe: readonly Card[];
  /** Index of the next card to deal. */
  readonly position: number;
  /** Left to right, in the order they are played. */
  readonly hands: readonly BlackjackHand[];
  /** The hand to act on in the `player` phase (`hands.length` once every hand is done). */
  readonly active: number;
  /** Up card, hole card, then the dealer's draws. */
  readonly dealer: readonly Card[];
  /** The insurance stake when insurance was taken, else null. */
  readonly insuranceStake: number | null;
  readonly phase: BlackjackPhase;
  /** Every action applied so far: with the seeds, all a verifier needs to replay the round. */
  readonly actions: readonly BlackjackAction[];
}
