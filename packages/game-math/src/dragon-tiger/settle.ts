import type {
  TableBetResult,
  TableBets,
  TableSettledBet,
  TableSettlement,
} from '../table/table-settlement.ts';
import type { DragonTigerCoup } from './coup.ts';

/**
 * Settles dragon tiger bets in whole won. Payouts are the amounts handed back (stake included):
 *
 * | bet | pays | on a tie |
 * |---|---|---|
 * | dragon, tiger | 1:1 | half the stake back (`half`) |
 * | tie | 8:1 | — |
 * | suitedTie | 50:1 (same rank and suit) | — |
 *
 * Half-stake rounding: a dragon or tiger bet on a tie gets back `floor(stake / 2)`, so an odd
 * stake's odd won goes to the house (a 1 won bet gets nothing back). Computed in integers.
 *
 * Every stake must be a safe integer from 1 to 9 × 10^13 won. No further bound is needed: the four
 * bets at that limit return at most (2 + 2 + 9 + 51) × 9 × 10^13 = 5.76 × 10^15 won, below 2^53,
 * so every payout and both totals are exact.
 */

/** The bets a table accepts; the key is the bet. */
export type DragonTigerBet = 'dragon' | 'tiger' | 'tie' | 'suitedTie';

/** Every bet, in layout order. */
export const DRAGON_TIGER_BETS: readonly DragonTigerBet[] = ['dragon', 'tiger', 'tie', 'suitedTie'];

/**
 * Winnings per won staked when a bet wins, on top of the stake. Settling, the exact odds and the
 * declared maximum win all read this table.
 */
export const DRAGON_TIGER_PAYS: Readonly<Record<DragonTigerBet, number>> = {
  dragon: 1,
  tiger: 1,
  tie: 8,
  suitedTie: 50,
};

const MAX_STAKE = 9e13;

/** True for a key of a dragon tiger bet. */
export function isDragonTigerBet(key: string): key is DragonTigerBet {
  return (DRAGON_TIGER_BETS as readonly string[]).includes(key);
}

/** How `bet` ends on `coup`. */
export function dragonTigerResult(bet: DragonTigerBet, coup: DragonTigerCoup): TableBetResult {
  switch (bet) {
    case 'dragon':
    case 'tiger':
      return coup.outcome === 'tie' ? 'half' : coup.outcome === bet ? 'win' : 'lose';
    case 'tie':
      return coup.outcome === 'tie' ? 'win' : 'lose';
    case 'suitedTie':
      return coup.suitedTie ? 'win' : 'lose';
  }
}

/** Settles `bets` against `coup`; throws a RangeError on an unknown key or a bad stake. */
export function settleDragonTiger(bets: TableBets, coup: DragonTigerCoup): TableSettlement {
  const placed = Object.entries(bets).map(([key, stake]) => {
    if (!isDragonTigerBet(key)) {
      throw new RangeError(`settleDragonTiger: unknown bet ${JSON.stringify(key)}`);
    }
    if (!Number.isSafeInteger(stake) || stake < 1 || stake > MAX_STAKE) {
      throw new RangeError(`settleDragonTiger: stake ${stake} on ${key} is not a whole number of won`);
    }
    return { bet: key, stake };
  });
  const settled = placed.map(({ bet, stake }) => settleOne(bet, stake, coup));
  return {
    bets: settled,
    totalStake: settled.reduce((sum, s) => sum + s.stake, 0),
    totalPayout: settled.reduce((sum, s) => sum + s.payout, 0),
  };
}

function settleOne(bet: DragonTigerBet, stake: number, coup: DragonTigerCoup): TableSettledBet {
  const result = dragonTigerResult(bet, coup);
  const payout =
    result === 'win'
      ? stake * (DRAGON_TIGER_PAYS[bet] + 1)
      : result === 'half'
        ? (stake - (stake % 2)) / 2
        : result === 'push'
          ? stake
          : 0;
  return { bet, stake, result, payout };
}
