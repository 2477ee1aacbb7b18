import type { FastifyInstance } from 'fastify';
import { ZClientSeedAnswer, ZClientSeedRequest, ZRotateAnswer } from '../../protocol/round-api.ts';
import { changeClientSeed, rotateSeeds } from '../fairness/fairness.service.ts';
import { bearerToken } from './bearer.ts';
import { parseOrInvalid } from './game-error.ts';
import { answerAs, type GamesContext } from './games-context.ts';

/** The player's seeds: choose a client seed, rotate the server seed (revealing the old pair). */
export function fairnessRoutes(app: FastifyInstance, context: GamesContext): void {
  app.post('/api/fairness/client-seed', async (request) => {
    const { playerId } = await context.auth.verify(bearerToken(request));
    const { clientSeed } = parseOrInvalid(ZClientSeedRequest, request.body);
    const answer = await context.inFlight.run(() =>
      changeClientSeed({ db: context.db, playerId, clientSeed, now: context.clock() }),
    );
    return answerAs(ZClientSeedAnswer, answer);
  });

  app.post('/api/fairness/rotate', async (request) => {
    const { playerId } = await context.auth.verify(bearerToken(request));
    const answer = await context.inFlight.run(() =>
      rotateSeeds({ db: context.db, playerId, now: context.clock() }),
    );
    return answerAs(ZRotateAnswer, answer);
  });
}
