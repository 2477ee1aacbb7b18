import type { FastifyInstance } from 'fastify';
import { registerRoundCall } from '../../lib/register-round-call.ts';
import { requireWindowSession, windowSessionOf } from '../../plugins/window-session.ts';
import { acknowledgeRealityCheck } from './window-protection.service.ts';

/** POST /api/reality-check: the player saw the reality check and goes on playing. */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  registerRoundCall(app, 'realityCheck', { onRequest: requireWindowSession(app) }, ({ body, request }) =>
    acknowledgeRealityCheck(app.games.db, {
      windowKey: windowSessionOf(request).windowKey,
      due: new Date(body.due),
      now: app.games.clock(),
    }),
  );
}
