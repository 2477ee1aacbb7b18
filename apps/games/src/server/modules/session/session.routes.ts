import type { FastifyInstance } from 'fastify';
import { registerRoundCall } from '../../lib/register-round-call.ts';
import { requireWindowSession, windowSessionOf } from '../../plugins/window-session.ts';
import { startSession } from './session.service.ts';

/** POST /api/session: the window's first call, its session checked fresh with the wallet. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  // Fresh from the wallet: the window shows this balance, and a session may have ended.
  registerRoundCall(
    app,
    'session',
    { onRequest: requireWindowSession(app, { fresh: true }) },
    ({ request }) =>
      startSession({ db: app.games.db, session: windowSessionOf(request), now: app.games.clock() }),
  );
}
