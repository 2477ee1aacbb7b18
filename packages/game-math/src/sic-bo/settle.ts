import type { TableBets, TableSettledBet, TableSettlement } from '../table/table-settlement.ts';
import { parseSicBoBet, type SicBoBet } from './bets.ts';
import { resolveSicBoBet, sicBoTopPays } from './resolve.ts';
import type { SicBoDice } from './roll.ts';

/**
 * Settles sic bo bets on a roll, in whole won: a winning bet hands back `stake × (pays + 1)` with
 * pays from `SIC_BO_PAYS` (a single number's pays depending on how many dice show it), a losing
 * one nothing. There are no pushes.
 *
 * Every stake must be a safe integer from 1 to 9 × 10^13 won, and the most the bets could return
 * together, Σ stake × (top pays + 1), must stay a safe integer (below 2^53), so every payout and
 * both totals are exact products of integers whatever the roll. A specific triple returns 181 per
 * won, so its stake stops at 49,763,531,794,149 won; bets are checked before anything is settled.
 */

const MAX_STAKE = 9e13;

/** Settles `bets` against `dice`; throws a RangeError on an unknown key, a bad stake or roll. */
export function settleSicBo(bets: TableBets, dice: SicBoDice): TableSettlement {
  if (dice.length !== 3 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    throw new RangeError(`settleSicBo: ${JSON.stringify(dice)} is not three dice`);
  }
  const placed = Object.entries(bets).map(([key, stake]) => {
    const bet = parseSicBoBet(key);
    if (bet === null) throw new RangeError(`settleSicBo: unknown bet ${JSON.stringify(key)}`);
    if (!Number.isSafeInteger(stake) || stake < 1 || stake > MAX_STAKE) {
      throw new RangeError(`settleSicBo: stake ${stake} on ${key} is not a whole number of won`);
    }
    return { bet, stake };
  });
  const most = placed.reduce(
    (sum, { bet, stake }) => sum + BigInt(stake) * BigInt(sicBoTopPays(bet) + 1),
    0n,
  );
  if (most > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('settleSicBo: the stakes could win more than a safe integer of won');
  }
  const settled = placed.map(({ bet, stake }) => settleOne(bet, stake, dice));
  return {
    bets: settled,
    totalStake: settled.reduce((sum, s) => sum + s.stake, 0),
    totalPayout: settled.reduce((sum, s) => sum + s.payout, 0),
  };
}

function settleOne(bet: SicBoBet, stake: number, dice: SicBoDice): TableSettledBet {
  const pays = resolveSicBoBet(bet, dice);
  return pays === null
    ? { bet: bet.key, stake, result: 'lose', payout: 0 }
    : { bet: bet.key, stake, result: 'win', payout: stake * (pays + 1) };
}
