import type { TSessionAnswer } from '../../../protocol/round-api.ts';
import { notFound } from '@haneul/server-kit';
import type { GamesDb } from '../../db/client.ts';
import { readFairness } from '../fairness/fairness.service.ts';
import { awaitsPlayer } from '../games/draw-outcome.ts';
import { findHostedGame } from '../games/game-registry.ts';
import { toRoundView } from '../rounds/round-view.ts';
import { recentRounds } from '../rounds/rounds.queries.ts';
import { windowProtection } from '../protection/window-protection.service.ts';
import type { PlayerSession } from './session-auth.ts';

/** How many past rounds the window gets for its history and roads. */
const RECENT_ROUNDS = 50;

/**
 * POST /api/session: the window's first call. The session (checked fresh with the wallet) names the
 * player and the game; a game this server does not host is `not_found`. Answers the balance, the
 * fairness state (a first pair is made for a new player), the last rounds of this game, and a
 * blackjack hand still in play, which the window resumes, and the protection it applies (a reality
 * check already due is shown at once).
 */
export async function startSession({
  db,
  session,
  now,
}: {
  db: GamesDb;
  session: PlayerSession;
  now: Date;
}): Promise<TSessionAnswer> {
  const game = findHostedGame(session.gameCode);
  if (!game) throw notFound();
  const fairness = await readFairness({ db, playerId: session.playerId, now });
  const recent = await recentRounds(db, {
    playerId: session.playerId,
    gameCode: game.code,
    limit: RECENT_ROUNDS,
  });
  // A player has one unfinished round at most and opens none while it is: a hand in play is the
  // newest round of its game.
  const [newest, ...older] = recent;
  const inPlay = newest?.round.state === 'debited' && awaitsPlayer(newest.round.outcome) ? newest : null;
  return {
    player: { id: session.playerId },
    balance: session.balance,
    game: { code: game.code, kind: game.kind },
    fairness,
    recent: (inPlay ? older : recent).map((found) => toRoundView(found, { owner: true })),
    inPlay: inPlay && toRoundView(inPlay, { owner: true }),
    protection: await windowProtection(db, session.windowKey, now),
  };
}
