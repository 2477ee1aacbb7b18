import type { TCoup, TRoundView } from '../../../protocol/round-api.ts';

/** What the roads read of a coup: who won, and the pairs and naturals some boards mark. */
export type RoadRound = Pick<TCoup, 'outcome' | 'playerPair' | 'bankerPair' | 'natural'>;

/** Roads have six rows, as on every baccarat scoreboard. */
export const ROAD_ROWS = 6;

/**
 * The coups of the player's recent rounds, oldest first (the session lists newest first). Rounds
 * the wallet refused or rolled back are left out: no money was at stake on them.
 */
export function roadRounds(recent: readonly TRoundView[]): RoadRound[] {
  return recent
    .filter((round) => round.baccarat && round.state !== 'void' && round.state !== 'refunded')
    .map((round) => round.baccarat!.coup)
    .reverse();
}
