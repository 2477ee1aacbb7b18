import { rational, type Rational } from '../rational/rational.ts';
import { parseRouletteBet, rouletteBetKeys } from './bets.ts';

/**
 * The most a roulette spin can return per won of total stake: 36, a straight's 35:1 with its
 * stake, read from the catalogue that settles. A spin returns each bet's stake times 0 or
 * (pays + 1), so the total over the total stake is a stake-weighted average of those returns and
 * never beats the best single bet; a lone winning straight attains it. The API's catalogue
 * declares it as the game's maximum multiplier.
 */
export function rouletteMaxWinMultiple(): Rational {
  const best = Math.max(...rouletteBetKeys().map((key) => parseRouletteBet(key)!.pays + 1));
  return rational(best);
}
