import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZDealRequest,
  ZLaunchAnswer,
  ZLaunchRequest,
  ZPlayAnswer,
  ZSessionAnswer,
  ZSpinRequest,
} from '../../protocol/round-api.ts';
import type { TWager } from '../games/draw-outcome.ts';
import { slotBetProblem, type HostedGame } from '../games/game-registry.ts';
import { playRound } from '../rounds/play-round.service.ts';
import type { PlayerSession } from '../session/session-auth.ts';
import { launchWindow } from '../session/launch.service.ts';
import { startSession } from '../session/session.service.ts';
import { bearerToken } from './bearer.ts';
import { GameError, parseOrInvalid } from './game-error.ts';
import { answerAs, sessionGame, type GamesContext } from './games-context.ts';

/**
 * The game window's own calls: redeem the launch code, start the session, spin, deal. All but the
 * first need the Bearer window session token.
 */
export function roundRoutes(app: FastifyInstance, context: GamesContext): void {
  app.post('/api/launch', async (request) => {
    const { launchCode } = parseOrInvalid(ZLaunchRequest, request.body);
    const answer = await launchWindow({
      db: context.db,
      wallet: context.wallet,
      launchCode,
      now: context.clock(),
    });
    return answerAs(ZLaunchAnswer, answer);
  });

  app.post('/api/session', async (request) => {
    // Fresh from the wallet: the window shows this balance, and a session may have ended.
    const session = await context.auth.verify(bearerToken(request), { fresh: true });
    return answerAs(ZSessionAnswer, await startSession({ db: context.db, session, now: context.clock() }));
  });

  app.post('/api/slot/spin', async (request) => {
    const session = await context.auth.verify(bearerToken(request));
    const game = sessionGame(session, 'slot');
    const { bet } = parseOrInvalid(ZSpinRequest, request.body);
    const problem = slotBetProblem(game.title, bet);
    if (problem) throw new GameError('invalid', [{ field: 'bet', reason: problem }]);
    return play(request, context, { session, game, wager: { kind: 'slot', bet } });
  });

  app.post('/api/baccarat/deal', async (request) => {
    const session = await context.auth.verify(bearerToken(request));
    const game = sessionGame(session, 'baccarat');
    const { bets } = parseOrInvalid(ZDealRequest, request.body);
    return play(request, context, { session, game, wager: { kind: 'baccarat', bets } });
  });
}

async function play(
  request: FastifyRequest,
  context: GamesContext,
  { session, game, wager }: { session: PlayerSession; game: HostedGame; wager: TWager },
) {
  const answer = await context.inFlight.run(() =>
    playRound({
      db: context.db,
      wallet: context.wallet,
      clock: context.clock,
      leaseMs: context.leaseMs,
      log: request.log,
      playerId: session.playerId,
      token: session.token,
      game,
      wager,
    }),
  );
  return answerAs(ZPlayAnswer, answer);
}
