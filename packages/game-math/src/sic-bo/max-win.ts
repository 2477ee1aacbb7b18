import { rational, type Rational } from '../rational/rational.ts';
import { parseSicBoBet, sicBoBetKeys } from './bets.ts';
import { sicBoTopPays } from './resolve.ts';

/**
 * The most a sic bo roll can return per won of total stake: 181, a specific triple's 180:1 with
 * its stake, worked out from the rules and pay table that settle. A roll returns each bet's stake
 * times 0 or (pays + 1), so the total over the total stake is a stake-weighted average of those
 * returns and never beats the best single bet; a lone winning triple attains it.
 */
export function sicBoMaxWinMultiple(): Rational {
  return rational(Math.max(...sicBoBetKeys().map((key) => sicBoTopPays(parseSicBoBet(key)!) + 1)));
}
