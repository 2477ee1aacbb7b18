import { createFairRandom, replayBlackjack, type BlackjackRound } from '@haneul/game-math';
import { findHostedGame } from '../games/game-registry.ts';
import type { RoundWithPair } from '../rounds/rounds.queries.ts';

/**
 * The engine's round behind a stored hand: the shoe shuffled again from the round's seeds, then
 * every decision taken, as a verifier replays it. Only the decisions are stored, never the shoe:
 * the next card comes from the same stream that dealt the first ones.
 */
export function replayHand({ round, pair }: RoundWithPair): BlackjackRound {
  const game = findHostedGame(round.gameCode);
  const { outcome } = round;
  if (game?.kind !== 'blackjack' || outcome.kind !== 'blackjack') {
    throw new Error(`round ${round.id} is not a blackjack hand`);
  }
  const rng = createFairRandom({
    serverSeed: pair.serverSeed,
    clientSeed: pair.clientSeed,
    nonce: round.nonce,
  });
  return replayBlackjack(game.rules, outcome.bet, rng, outcome.actions);
}
