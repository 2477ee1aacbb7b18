import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidFields, notFound } from '@haneul/server-kit';
import { z } from 'zod';
import { registerRoundCall } from '../../lib/register-round-call.ts';
import { requireWindowSession, windowSessionOf } from '../../plugins/window-session.ts';
import type { TWager } from '../games/draw-outcome.ts';
import { betProblem, sessionGame, type HostedGame } from '../games/game-registry.ts';
import { tableBetProblems } from '../games/table-bets.ts';
import { guardNewRound } from '../protection/window-protection.service.ts';
import { playRound } from './play-round.service.ts';
import { toRoundView } from './round-view.ts';
import { findRound } from './rounds.queries.ts';

const ZRoundParams = z.object({ id: z.uuid() });

/**
 * The rounds: spin, deal, table play and blackjack's deal with the window's session; any round by
 * id, publicly (the verify page).
 */
export async function roundsRoutes(app: FastifyInstance): Promise<void> {
  registerRoundCall(
    app,
    'spin',
    { onRequest: requireWindowSession(app, { kind: 'slot' }) },
    ({ body, request }) => {
      const game = sessionGame(windowSessionOf(request), 'slot');
      const problem = betProblem(game.bets, body.bet);
      if (problem) throw invalidFields({ field: 'bet', reason: problem });
      return play(app, request, game, { kind: 'slot', bet: body.bet });
    },
  );

  registerRoundCall(
    app,
    'deal',
    { onRequest: requireWindowSession(app, { kind: 'baccarat' }) },
    ({ body, request }) =>
      play(app, request, sessionGame(windowSessionOf(request), 'baccarat'), {
        kind: 'baccarat',
        bets: body.bets,
      }),
  );

  registerRoundCall(
    app,
    'tablePlay',
    { onRequest: requireWindowSession(app, { kind: 'table' }) },
    ({ body, request }) => {
      const game = sessionGame(windowSessionOf(request), 'table');
      const problems = tableBetProblems(game, body.bets);
      if (problems.length > 0) throw invalidFields(...problems);
      return play(app, request, game, { kind: 'table', bets: body.bets });
    },
  );

  // The deal opens a hand like any round; its decisions are blackjack.routes.ts's.
  registerRoundCall(
    app,
    'blackjackStart',
    { onRequest: requireWindowSession(app, { kind: 'blackjack' }) },
    ({ body, request }) => {
      const game = sessionGame(windowSessionOf(request), 'blackjack');
      const problem = betProblem(game.bets, body.stake);
      if (problem) throw invalidFields({ field: 'stake', reason: problem });
      return play(app, request, game, { kind: 'blackjack', stake: body.stake });
    },
  );

  registerRoundCall(app, 'round', {}, async ({ params }) => {
    // Round ids are UUIDs: anything else cannot name a round (and must not reach the uuid column).
    const parsed = ZRoundParams.safeParse(params);
    const found = parsed.success ? await findRound(app.games.db, parsed.data.id) : undefined;
    if (!found) throw notFound();
    return { round: toRoundView(found, { owner: false }) };
  });
}

/** Every new round passes the window's player protection first (a reality check, the slot rules). */
async function play(app: FastifyInstance, request: FastifyRequest, game: HostedGame, wager: TWager) {
  const session = windowSessionOf(request);
  const { db, wallet, clock, leaseMs, handIdleMs } = app.games;
  await guardNewRound(db, { windowKey: session.windowKey, wager, now: clock() });
  return playRound({
    db,
    wallet,
    clock,
    leaseMs,
    handIdleMs,
    log: request.log,
    playerId: session.playerId,
    token: session.token,
    game,
    wager,
  });
}
