/**
 * The table rules a blackjack round is dealt and analysed under. Only the rules casinos really
 * vary are parameters; the rest are fixed for every Haneul table, and both the playable round and
 * the house-edge analysis read them from here:
 *
 * - double on any first two cards (also after a split when `doubleAfterSplit`);
 * - any two cards of the same value may be split (a king and a queen too), up to `maxHands` hands;
 * - split aces are split once and take one card each; a ten on a split ace is 21, not blackjack;
 * - insurance is offered on a dealer ace: it costs floor(bet / 2) and pays 2:1;
 * - the dealer peeks under an ace or a ten and ends the round on a blackjack, so a player never
 *   loses more than the original bet to a dealer blackjack (OBO); late surrender comes after it;
 * - a hand of 21 stands by itself (hitting 21 can only make it worse).
 */
export interface BlackjackRules {
  /** Decks in the shoe, 1–8; the shoe is shuffled afresh for every round. */
  decks: number;
  /** The dealer hits soft 17 (H17) rather than standing on it (S17). */
  dealerHitsSoft17: boolean;
  /** A blackjack wins `wins` per `per` staked, rounded down to whole won: 3:2 is `{ wins: 3, per: 2 }`. */
  blackjackPays: { wins: number; per: number };
  /** Doubling is allowed on the first two cards of a split hand (split aces excepted). */
  doubleAfterSplit: boolean;
  /** The most hands splitting may make (1 = no splitting, 2 = no resplits, 4 = resplit to four). */
  maxHands: number;
  /** The original two-card hand may be surrendered for half the bet once the dealer has peeked. */
  lateSurrender: boolean;
}

/** Haneul's table: 6 decks, dealer stands on soft 17, 3:2, double after split, 4 hands, late surrender. */
export const HANEUL_BLACKJACK_RULES: Readonly<BlackjackRules> = Object.freeze({
  decks: 6,
  dealerHitsSoft17: false,
  blackjackPays: Object.freeze({ wins: 3, per: 2 }),
  doubleAfterSplit: true,
  maxHands: 4,
  lateSurrender: true,
});

const isWhole = (n: unknown, min: number, max: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * What is wrong with a rule set, or null when it can be dealt. Four hands is the most: that is what
 * the resplit analysis models, and no table offers more.
 */
export function blackjackRulesProblem(rules: BlackjackRules): string | null {
  if (typeof rules !== 'object' || rules === null) return 'rules must be an object';
  if (!isWhole(rules.decks, 1, 8)) return 'decks must be a whole number from 1 to 8';
  if (typeof rules.dealerHitsSoft17 !== 'boolean') return 'dealerHitsSoft17 must be true or false';
  const pays = rules.blackjackPays;
  if (!pays || !isWhole(pays.wins, 1, 100) || !isWhole(pays.per, 1, 100)) {
    return 'blackjackPays must be whole numbers { wins, per } from 1 to 100';
  }
  if (typeof rules.doubleAfterSplit !== 'boolean') return 'doubleAfterSplit must be true or false';
  if (!isWhole(rules.maxHands, 1, 4)) return 'maxHands must be a whole number from 1 to 4';
  if (typeof rules.lateSurrender !== 'boolean') return 'lateSurrender must be true or false';
  return null;
}

/** Throws a RangeError naming the problem when the rules cannot be dealt. */
export function assertBlackjackRules(rules: BlackjackRules): void {
  const problem = blackjackRulesProblem(rules);
  if (problem) throw new RangeError(`blackjack rules: ${problem}`);
}
