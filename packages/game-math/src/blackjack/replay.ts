import type { RandomSource } from '../fair/random-source.ts';
import { applyAction } from './actions.ts';
import { startBlackjack } from './deal.ts';
import type { BlackjackAction, BlackjackRound } from './round.ts';
import type { BlackjackRules } from './rules.ts';

/**
 * Replays a round from its seeds (as `rng`) and the player's actions, for verification: the same
 * shuffle, then each action in turn. Throws if an action was not allowed at its point, so a
 * recorded round that replays is one the rules permitted.
 */
export function replayBlackjack(
  rules: BlackjackRules,
  stake: number,
  rng: RandomSource,
  actions: readonly BlackjackAction[],
): BlackjackRound {
  return actions.reduce(applyAction, startBlackjack(rules, stake, rng));
}
