import type { TableBets } from '@haneul/game-math';
import { tableStakeLimits } from '../../../protocol/table-limits.ts';
import type { HostedGame } from './game-registry.ts';

type TableGameHosted = Extract<HostedGame, { table: unknown }>;

/**
 * Why each spot of a table round cannot be played, as field reasons (`bets.<key>`): a key the
 * table has not, or a stake outside its spot's limits. Empty when the whole slip is playable.
 */
export function tableBetProblems(
  game: TableGameHosted,
  bets: TableBets,
): Array<{ field: string; reason: string }> {
  const problems: Array<{ field: string; reason: string }> = [];
  for (const [key, stake] of Object.entries(bets)) {
    const betKind = game.table.betKind(key);
    const limits = betKind === null ? undefined : tableStakeLimits(game.kind, betKind);
    if (!limits) problems.push({ field: `bets.${key}`, reason: 'not a bet of this table' });
    else if (stake < limits.min || stake > limits.max)
      problems.push({ field: `bets.${key}`, reason: `between ${limits.min} and ${limits.max}` });
  }
  return problems;
}
