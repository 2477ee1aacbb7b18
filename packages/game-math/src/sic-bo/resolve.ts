import type { SicBoBet } from './bets.ts';
import { SIC_BO_PAYS } from './paytable.ts';
import { everySicBoRoll, type SicBoDice } from './roll.ts';

/**
 * What `bet` wins on `dice`: its pays to 1 from `SIC_BO_PAYS` (the stake comes back on top), or
 * `null` when it loses. The one statement of the rules: settling, the exact odds and the maximum
 * win all go through it.
 */
export function resolveSicBoBet(bet: SicBoBet, dice: SicBoDice): number | null {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const showing = (n: number) => dice.filter((d) => d === n).length;
  const [n = 0, m = 0] = bet.numbers;
  const pays = (wins: boolean, amount: number) => (wins ? amount : null);
  switch (bet.kind) {
    // Any triple beats the even-money bets: that, and nothing else, is their 1/36 edge.
    case 'big':
      return pays(!triple && total >= 11, SIC_BO_PAYS.big);
    case 'small':
      return pays(!triple && total <= 10, SIC_BO_PAYS.small);
    case 'odd':
      return pays(!triple && total % 2 === 1, SIC_BO_PAYS.odd);
    case 'even':
      return pays(!triple && total % 2 === 0, SIC_BO_PAYS.even);
    case 'total':
      return pays(total === n, SIC_BO_PAYS.total[n]!);
    case 'single':
      return showing(n) > 0 ? SIC_BO_PAYS.single[showing(n) - 1]! : null;
    case 'combo':
      return pays(showing(n) > 0 && showing(m) > 0, SIC_BO_PAYS.combo);
    case 'double':
      return pays(showing(n) >= 2, SIC_BO_PAYS.double);
    case 'triple':
      return pays(showing(n) === 3, SIC_BO_PAYS.triple);
    case 'anyTriple':
      return pays(triple, SIC_BO_PAYS.anyTriple);
  }
}

const topPays = new Map<string, number>();

/**
 * The most `bet` can win, in pays to 1, over all 216 rolls (a single number's 3, a total's own
 * pays): worked out from the rules, not restated, and remembered per key.
 */
export function sicBoTopPays(bet: SicBoBet): number {
  let top = topPays.get(bet.key);
  if (top === undefined) {
    top = Math.max(...everySicBoRoll().map((dice) => resolveSicBoBet(bet, dice) ?? 0));
    topPays.set(bet.key, top);
  }
  return top;
}
