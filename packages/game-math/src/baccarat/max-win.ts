import { rational, rationalCompare, type Rational } from '../rational/rational.ts';
import { BACCARAT_PAYS, type BaccaratBet } from './settle.ts';

/**
 * The most a baccarat round can return per won of total stake: 12, a pair bet's 11:1 with its
 * stake. The API's catalogue declares it as the game's maximum multiplier, so it is derived from
 * the pay table that settles, not restated.
 *
 * Why a single bet bounds every mix: a round returns each bet's stake times that bet's return
 * (0 lost, 1 pushed, 1 + wins/per won, banker's rounding only lowering it), so the total over the
 * total stake is a stake-weighted average of those returns, never above the largest. A lone
 * winning pair bet attains it.
 */
export function baccaratMaxWinMultiple(): Rational {
  return (Object.keys(BACCARAT_PAYS) as BaccaratBet[])
    .map((bet) => rational(BACCARAT_PAYS[bet].per + BACCARAT_PAYS[bet].wins, BACCARAT_PAYS[bet].per))
    .reduce((best, r) => (rationalCompare(r, best) > 0 ? r : best));
}
