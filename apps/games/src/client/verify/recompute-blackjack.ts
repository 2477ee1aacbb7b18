import {
  blackjackView,
  HANEUL_BLACKJACK_RULES,
  replayBlackjack,
  type BlackjackAction,
  type BlackjackView,
  type RandomSource,
} from '@haneul/game-math';
import { ZBlackjackAction } from '../../protocol/round-api.ts';
import { BLACKJACK_STAKE_LIMITS } from '../../protocol/table-limits.ts';

/** A blackjack hand replayed in the browser: the first stake, the decisions, and the hand they make. */
export interface ReplayedHand {
  kind: 'blackjack';
  bet: number;
  actions: BlackjackAction[];
  view: BlackjackView;
}

/**
 * Replays a hand as the game server dealt it: the 6-deck shoe shuffled from the round's stream, then
 * every recorded decision in turn (`replayBlackjack`), seen as the player saw it. A first stake the
 * table would not take is `invalidBet`; a decision the engine does not know, or one the rules did
 * not allow at its point, is `invalidActions`: a hand that replays is one the rules permitted.
 */
export function replayHand({
  rng,
  bet,
  actions,
}: {
  rng: RandomSource;
  bet: number;
  actions: readonly string[];
}): ReplayedHand | 'invalidBet' | 'invalidActions' {
  const { min, max, step } = BLACKJACK_STAKE_LIMITS;
  if (!Number.isSafeInteger(bet) || bet < min || bet > max || bet % step !== 0) return 'invalidBet';
  const decisions = actions.map((action) => ZBlackjackAction.safeParse(action));
  const known = decisions.flatMap((decision) => (decision.success ? [decision.data] : []));
  if (known.length !== actions.length) return 'invalidActions';
  try {
    const round = replayBlackjack(HANEUL_BLACKJACK_RULES, bet, rng, known);
    return { kind: 'blackjack', bet, actions: known, view: blackjackView(round) };
  } catch {
    // replayBlackjack throws on a decision the rules did not allow at its point.
    return 'invalidActions';
  }
}
