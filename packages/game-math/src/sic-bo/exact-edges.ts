import { rational, type Rational } from '../rational/rational.ts';
import { parseSicBoBet, sicBoBetKeys, type SicBoBet, type SicBoBetKind } from './bets.ts';
import { SIC_BO_PAYS } from './paytable.ts';
import { resolveSicBoBet } from './resolve.ts';
import { everySicBoRoll } from './roll.ts';

/** The exact odds of one bet. */
export interface SicBoBetOdds {
  /** The bet key, e.g. `total:9`. */
  bet: string;
  kind: SicBoBetKind;
  /** The pays as the layout prints them: `6:1`, or `1:1, 2:1, 3:1` for a single number. */
  pays: string;
  /** Chance the bet wins anything. */
  probability: Rational;
  /** House edge per won staked: 1 − Σ P(roll) × (pays + 1) over the winning rolls. */
  edge: Rational;
}

/** The pays of a bet as printed on the layout, read from `SIC_BO_PAYS`. */
function paysLabel(bet: SicBoBet): string {
  if (bet.kind === 'single') return SIC_BO_PAYS.single.map((pays) => `${pays}:1`).join(', ');
  if (bet.kind === 'total') return `${SIC_BO_PAYS.total[bet.numbers[0]!]!}:1`;
  return `${SIC_BO_PAYS[bet.kind]}:1`;
}

/**
 * Exact odds of every bet, a row per key in `sicBoBetKeys` order, by counting the 216 equally
 * likely ordered rolls through the rules that settle (`resolveSicBoBet`). Big, small, odd and even
 * would be fair but for the triples: each loses 3 rolls it would otherwise win, so it wins 105 of
 * 216 and its edge is 1 − 2 × 105/216 = 1/36 (2.7778%). A single number returns
 * 75 × 2 + 15 × 3 + 1 × 4 = 199 per 216 won staked: edge 17/216 (7.8704%).
 */
export function sicBoOdds(): SicBoBetOdds[] {
  const rolls = everySicBoRoll();
  return sicBoBetKeys().map((key) => {
    const bet = parseSicBoBet(key)!;
    let wins = 0;
    let returned = 0;
    for (const dice of rolls) {
      const pays = resolveSicBoBet(bet, dice);
      if (pays === null) continue;
      wins += 1;
      returned += pays + 1;
    }
    return {
      bet: key,
      kind: bet.kind,
      pays: paysLabel(bet),
      probability: rational(wins, rolls.length),
      edge: rational(rolls.length - returned, rolls.length),
    };
  });
}
