import type { TSessionAnswer } from '../../../protocol/round-api.ts';
import { notFound } from '@haneul/server-kit';
import type { GamesDb } from '../../db/client.ts';
import { readFairness } from '../fairness/fairness.service.ts';
import { findHostedGame } from '../games/game-registry.ts';
import { toRoundView } from '../rounds/round-view.ts';
import { recentRounds } from '../rounds/rounds.queries.ts';
import type { PlayerSession } from './session-auth.ts';

/** How many past rounds the window gets for its history and roads. */
const RECENT_ROUNDS = 50;

/**
 * POST /api/session: the window's first call. The session (checked fresh with the wallet) names the
 * player and the game; a game this server does not host is `not_found`. Answers the balance, the
 * fairness state (a first pair is made for a new player) and the last rounds of this game.
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
  return {
    player: { id: session.playerId },
    balance: session.balance,
    game: { code: game.code, kind: game.kind },
    fairness,
    recent: recent.map((found) => toRoundView(found, { owner: true })),
  };
}
