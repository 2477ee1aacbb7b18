import { rational, rationalCompare, type Rational } from '../rational/rational.ts';
import { assertBlackjackRules, type BlackjackRules } from './rules.ts';

/**
 * The most a round can return per won of its total stake: a blackjack's (per + wins) / per, 5/2
 * at 3:2, or 2 (a winning hand) when blackjack pays less than even money over the stake.
 *
 * Why nothing beats the larger of the two. A round's total payout over its total stake is a
 * stake-weighted average of its bets' returns, so it is at most the best single bet's:
 * - a blackjack returns 1 + wins / per of its stake (rounding down only lowers it);
 * - any other hand returns at most 2 of its stake, doubled or split or not (a win pays 1:1 on
 *   whatever rides on the hand; push 1, surrender ½, loss 0);
 * - insurance returns 3 of its stake, but only with a dealer blackjack, which the peek finds before
 *   anything else is staked: the main bet then pushes at best (a blackjack), so the round returns
 *   at most (s + 3i) / (s + i) with i ≤ s / 2, that is ≤ 5/3; without a dealer blackjack the
 *   insurance is lost and only lowers the average.
 * A blackjack dealt on a bet that is a multiple of `per` attains the figure exactly.
 */
export function blackjackMaxWinMultiple(rules: BlackjackRules): Rational {
  assertBlackjackRules(rules);
  const { wins, per } = rules.blackjackPays;
  const blackjack = rational(per + wins, per);
  const win = rational(2);
  return rationalCompare(blackjack, win) >= 0 ? blackjack : win;
}
