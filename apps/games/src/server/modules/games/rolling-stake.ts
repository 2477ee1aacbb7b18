import type { TRoundOutcome } from './draw-outcome.ts';

/**
 * What of a round's stake earns comp and agent rolling, when not all of it does. A baccarat round
 * staked on both player and banker is hedged: the two sides cancel but for the banker's 5%
 * commission, and the audit found comp plus rolling came within 0.05% of making that profitable.
 * So such a round's player and banker stakes earn nothing; its tie and pair stakes still do.
 * Undefined: the whole stake earns (every slot spin, every unhedged deal).
 */
export function rollingStakeOf(outcome: TRoundOutcome, stake: number): number | undefined {
  if (outcome.kind !== 'baccarat') return undefined;
  const player = outcome.bets.player ?? 0;
  const banker = outcome.bets.banker ?? 0;
  if (player === 0 || banker === 0) return undefined;
  return stake - player - banker;
}
