import type { TableBets, TableSettledBet, TableSettlement } from '../table/table-settlement.ts';
import { parseRouletteBet, type RouletteBet } from './bets.ts';
import { isPocket } from './wheel.ts';

/**
 * Settles roulette bets on the pocket that came up, in whole won. A bet wins when it covers the
 * pocket and pays `pays` to 1 (the stake comes back with it); otherwise it loses. Zero is no
 * exception: red, dozens and the rest simply lose on it (no en prison, no la partage), which is
 * the 1/37 edge every bet shares.
 *
 * Every payout is `stake × (pays + 1)`, an exact integer product. Each stake must be a safe
 * integer from 1 to 9 × 10^13 won, and the most the bets could return together,
 * Σ stake × (pays + 1), must stay a safe integer, so every payout and both totals are exact
 * whatever the pocket. Bets are checked before anything is settled: one bad bet refuses them all.
 */

const MAX_STAKE = 9e13;

/** Settles `bets` against `pocket`; throws a RangeError on an unknown key, a bad stake or pocket. */
export function settleRoulette(bets: TableBets, pocket: number): TableSettlement {
  if (!isPocket(pocket)) throw new RangeError(`settleRoulette: ${pocket} is not a pocket (0–36)`);
  const placed = Object.entries(bets).map(([key, stake]) => {
    const bet = parseRouletteBet(key);
    if (bet === null) throw new RangeError(`settleRoulette: unknown bet ${JSON.stringify(key)}`);
    if (!Number.isSafeInteger(stake) || stake < 1 || stake > MAX_STAKE) {
      throw new RangeError(`settleRoulette: stake ${stake} on ${key} is not a whole number of won`);
    }
    return { bet, stake };
  });
  const most = placed.reduce((sum, { bet, stake }) => sum + BigInt(stake) * BigInt(bet.pays + 1), 0n);
  if (most > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('settleRoulette: the stakes could win more than a safe integer of won');
  }
  const settled = placed.map(({ bet, stake }) => settleOne(bet, stake, pocket));
  return {
    bets: settled,
    totalStake: settled.reduce((sum, s) => sum + s.stake, 0),
    totalPayout: settled.reduce((sum, s) => sum + s.payout, 0),
  };
}

function settleOne(bet: RouletteBet, stake: number, pocket: number): TableSettledBet {
  return bet.numbers.includes(pocket)
    ? { bet: bet.key, stake, result: 'win', payout: stake * (bet.pays + 1) }
    : { bet: bet.key, stake, result: 'lose', payout: 0 };
}
