import type { FastifyInstance } from 'fastify';
import { registerRoundCall } from '../../lib/register-round-call.ts';
import { requireWindowSession, windowSessionOf } from '../../plugins/window-session.ts';
import { actOnHand } from './act-on-hand.service.ts';

/** POST /api/blackjack/act: a decision on the hand in play (its deal is a round: rounds.routes.ts). */
export async function blackjackRoutes(app: FastifyInstance): Promise<void> {
  registerRoundCall(
    app,
    'blackjackAct',
    { onRequest: requireWindowSession(app, { kind: 'blackjack' }) },
    ({ body, request }) => {
      const { db, wallet, clock, leaseMs, handIdleMs } = app.games;
      return actOnHand({
        db,
        wallet,
        clock,
        leaseMs,
        handIdleMs,
        log: request.log,
        session: windowSessionOf(request),
        roundId: body.roundId,
        action: body.action,
      });
    },
  );
}
