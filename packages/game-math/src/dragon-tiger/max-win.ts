import { rational, type Rational } from '../rational/rational.ts';
import { DRAGON_TIGER_BETS, DRAGON_TIGER_PAYS } from './settle.ts';

/**
 * The most a dragon tiger coup can return per won of total stake: 51, the suited tie's 50:1 with
 * its stake, read from the pay table that settles. A coup returns each bet's stake times 0, ½
 * (rounded down) or (pays + 1), so the total over the total stake is a stake-weighted average of
 * those returns and never beats the best single bet; a lone winning suited tie attains it.
 */
export function dragonTigerMaxWinMultiple(): Rational {
  return rational(Math.max(...DRAGON_TIGER_BETS.map((bet) => DRAGON_TIGER_PAYS[bet] + 1)));
}
