import type { FastifyInstance } from 'fastify';
import { registerRoundCall } from '../../lib/register-round-call.ts';
import { requireWindowSession, windowSessionOf } from '../../plugins/window-session.ts';
import { changeClientSeed, rotateSeeds } from './fairness.service.ts';

/** The player's seeds: choose a client seed, rotate the server seed (revealing the old pair). */
export async function fairnessRoutes(app: FastifyInstance): Promise<void> {
  registerRoundCall(app, 'clientSeed', { onRequest: requireWindowSession(app) }, ({ body, request }) =>
    changeClientSeed({
      db: app.games.db,
      playerId: windowSessionOf(request).playerId,
      clientSeed: body.clientSeed,
      now: app.games.clock(),
    }),
  );

  registerRoundCall(app, 'rotate', { onRequest: requireWindowSession(app) }, ({ request }) =>
    rotateSeeds({ db: app.games.db, playerId: windowSessionOf(request).playerId, now: app.games.clock() }),
  );
}
