import type { FastifyInstance } from 'fastify';
import { AppError, tooManyAttempts } from '@haneul/server-kit';
import { registerRoundCall } from '../../lib/register-round-call.ts';
import { launchWindow } from './launch.service.ts';

/** POST /api/launch: the game URL's launch code becomes the window's session. */
export async function launchRoutes(app: FastifyInstance): Promise<void> {
  registerRoundCall(app, 'launch', {}, async ({ body, request }) => {
    const { db, wallet, clock, limits } = app.games;
    const attempt = limits.refusedLaunches.take(request.ip);
    if (attempt.status === 'time') throw tooManyAttempts(attempt.retryAfter);
    try {
      const answer = await launchWindow({ db, wallet, launchCode: body.launchCode, now: clock() });
      attempt.release();
      return answer;
    } catch (error) {
      // Only a code the wallet refused counts: a wallet that did not answer is not the caller's doing.
      if (!(error instanceof AppError && error.status === 'invalid_token')) attempt.release();
      throw error;
    }
  });
}
