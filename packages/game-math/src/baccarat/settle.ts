import type { Coup } from './play-coup.ts';

/**
 * Settles bets on a coup in whole won. Payouts are the amounts handed back (stake included):
 *
 * | bet | pays | on a tie |
 * |---|---|---|
 * | player | 1:1 | push (stake back) |
 * | banker | 0.95:1 | push |
 * | tie | 8:1 | — |
 * | player pair, banker pair | 11:1 | (pairs do not depend on the outcome) |
 *
 * Banker commission rounding: the winnings are `floor(stake × 19 / 20)` whole won, so the 5%
 * commission is rounded up to a whole won in the house's favour, and never more than one won
 * off the exact figure. Computed in integers (`stake × 19` is exact for any stake below 4.7e14).
 */

/** The bets a table accepts. */
export type BaccaratBet = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

/** Stakes in whole won by bet; bets left out are not placed. */
export type BaccaratBets = Partial<Record<BaccaratBet, number>>;

/** How one bet ended. */
export interface SettledBet {
  bet: BaccaratBet;
  stake: number;
  result: 'win' | 'lose' | 'push';
  /** Whole won returned to the player: stake plus winnings, the stake on a push, 0 on a loss. */
  payout: number;
}

/** Every placed bet settled, with totals. */
export interface Settlement {
  bets: SettledBet[];
  totalStake: number;
  totalPayout: number;
}

/**
 * A winning bet's winnings: `wins` won per `per` won staked, rounded down, on top of the stake.
 * Settling and the declared maximum win (`max-win.ts`) both read this table.
 */
export const BACCARAT_PAYS: Readonly<Record<BaccaratBet, { wins: number; per: number }>> = {
  player: { wins: 1, per: 1 },
  banker: { wins: 19, per: 20 },
  tie: { wins: 8, per: 1 },
  playerPair: { wins: 11, per: 1 },
  bankerPair: { wins: 11, per: 1 },
};

const ORDER: readonly BaccaratBet[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

/** Settles `bets` against `coup`; throws on a stake that is not a non-negative safe integer. */
export function settle(bets: BaccaratBets, coup: Coup): Settlement {
  const settled: SettledBet[] = [];
  for (const bet of ORDER) {
    const stake = bets[bet];
    if (stake === undefined) continue;
    if (!Number.isSafeInteger(stake) || stake < 0 || stake > 9e13) {
      throw new RangeError(`settle: stake ${stake} on ${bet} is not a whole number of won`);
    }
    settled.push(settleOne(bet, stake, coup));
  }
  return {
    bets: settled,
    totalStake: settled.reduce((sum, s) => sum + s.stake, 0),
    totalPayout: settled.reduce((sum, s) => sum + s.payout, 0),
  };
}

/** floor(stake × wins / per) exactly: subtract the remainder first so the division is exact in doubles. */
function winnings(bet: BaccaratBet, stake: number): number {
  const { wins, per } = BACCARAT_PAYS[bet];
  const gross = stake * wins;
  return (gross - (gross % per)) / per;
}

function settleOne(bet: BaccaratBet, stake: number, coup: Coup): SettledBet {
  const win: SettledBet = { bet, stake, result: 'win', payout: stake + winnings(bet, stake) };
  const lose: SettledBet = { bet, stake, result: 'lose', payout: 0 };
  const push: SettledBet = { bet, stake, result: 'push', payout: stake };
  switch (bet) {
    case 'player':
      return coup.outcome === 'tie' ? push : coup.outcome === 'player' ? win : lose;
    case 'banker':
      return coup.outcome === 'tie' ? push : coup.outcome === 'banker' ? win : lose;
    case 'tie':
      return coup.outcome === 'tie' ? win : lose;
    case 'playerPair':
      return coup.playerPair ? win : lose;
    case 'bankerPair':
      return coup.bankerPair ? win : lose;
  }
}
