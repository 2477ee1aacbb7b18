/**
 * The settlement shape every table game (roulette, dragon tiger, sic bo) returns, so the game
 * server credits a round and the client shows it the same way whichever table it came from. Bets
 * are keyed by their wire form (`red`, `split:17-20`, `total:9`), which each game parses and
 * validates itself.
 */

/**
 * How one bet ended. `half`: half the stake comes back (dragon and tiger bets on a tie), rounded
 * down to whole won in the house's favour.
 */
export type TableBetResult = 'win' | 'lose' | 'push' | 'half';

/** One bet settled. */
export interface TableSettledBet {
  /** The bet key as placed. */
  bet: string;
  stake: number;
  result: TableBetResult;
  /** Whole won handed back: stake plus winnings on a win, the stake on a push, 0 on a loss. */
  payout: number;
}

/** Every placed bet settled, in the order the bets were given, with totals. */
export interface TableSettlement {
  bets: TableSettledBet[];
  totalStake: number;
  totalPayout: number;
}

/** Stakes in whole won (each a safe integer above 0) by bet key; bets left out are not placed. */
export type TableBets = Readonly<Record<string, number>>;
