import type { SicBoDice } from '@haneul/game-math';
import type { TRoundView } from '../../protocol/round-api.ts';

/**
 * The last rolls board: the dice of the player's recent sic bo rounds, newest first, each with its
 * total and mark (small 4–10, big 11–17, or a triple, which is neither), and the count of each
 * mark. Only rounds whose stake was taken count (settled, or debited and being paid).
 */
export type RollMark = 'big' | 'small' | 'triple';

export interface RollFacts {
  dice: SicBoDice;
  total: number;
  mark: RollMark;
  parity: 'odd' | 'even';
}

/** How many rolls the board keeps. */
export const LAST_ROLLS = 18;

export function rollFacts(dice: SicBoDice): RollFacts {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  return {
    dice,
    total,
    mark: triple ? 'triple' : total >= 11 ? 'big' : 'small',
    parity: total % 2 === 1 ? 'odd' : 'even',
  };
}

export function lastRolls(recent: readonly TRoundView[], count = LAST_ROLLS): RollFacts[] {
  const rolls: RollFacts[] = [];
  for (const round of recent) {
    if (rolls.length >= count) break;
    if (round.state !== 'settled' && round.state !== 'debited') continue;
    const draw = round.table?.draw;
    if (draw?.kind === 'sicBo') rolls.push(rollFacts(draw.dice));
  }
  return rolls;
}

export function markCounts(rolls: readonly RollFacts[]): Record<RollMark, number> {
  const counts = { big: 0, small: 0, triple: 0 };
  for (const roll of rolls) counts[roll.mark]++;
  return counts;
}
