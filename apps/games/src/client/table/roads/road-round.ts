import type { TRoundView } from '../../../protocol/round-api.ts';

/**
 * A coup as the scoreboards read it, for the two-sided card tables: baccarat (player, banker) and
 * dragon tiger (dragon, tiger), each of which can also tie. The marks some boards add ride along:
 * baccarat's pairs and natural, dragon tiger's suited tie.
 */
export type RoadSide = 'player' | 'banker' | 'dragon' | 'tiger';
export type RoadOutcome = RoadSide | 'tie';

export interface RoadRound {
  outcome: RoadOutcome;
  playerPair?: boolean;
  bankerPair?: boolean;
  natural?: boolean;
  /** Dragon tiger: the tie was of rank and suit. */
  suitedTie?: boolean;
}

/** Roads have six rows, as on every baccarat and dragon tiger scoreboard. */
export const ROAD_ROWS = 6;

/** The coup of a round, for baccarat and dragon tiger rounds; null for any other round. */
function roadRound(round: TRoundView): RoadRound | null {
  if (round.baccarat) {
    const { outcome, playerPair, bankerPair, natural } = round.baccarat.coup;
    return { outcome, playerPair, bankerPair, natural };
  }
  const draw = round.table?.draw;
  if (draw?.kind === 'dragonTiger') return { outcome: draw.outcome, suitedTie: draw.suitedTie };
  return null;
}

/**
 * The coups of the player's recent rounds, oldest first (the session lists newest first). Only
 * rounds whose stake was taken count (settled, or debited and being paid): a round the wallet
 * refused or rolled back had no money on it.
 */
export function roadRounds(recent: readonly TRoundView[]): RoadRound[] {
  return recent
    .filter((round) => round.state === 'settled' || round.state === 'debited')
    .flatMap((round) => roadRound(round) ?? [])
    .reverse();
}
