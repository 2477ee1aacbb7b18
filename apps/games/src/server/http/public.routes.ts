import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZGameInfoAnswer, ZRoundAnswer } from '../../protocol/round-api.ts';
import { toRoundView } from '../rounds/round-view.ts';
import { findRound } from '../rounds/rounds.queries.ts';
import { GameError } from './game-error.ts';
import { answerAs, type GamesContext } from './games-context.ts';

const ZRoundParams = z.object({ id: z.uuid() });
const ZGameParams = z.object({ code: z.string().max(100) });

/** Calls without a session: the verify page's round lookup, a game's rules, the health check. */
export function publicRoutes(app: FastifyInstance, context: GamesContext): void {
  app.get('/api/rounds/:id', async (request) => {
    // Round ids are UUIDs: anything else cannot name a round (and must not reach the uuid column).
    const params = ZRoundParams.safeParse(request.params);
    const found = params.success ? await findRound(context.db, params.data.id) : undefined;
    if (!found) throw new GameError('not_found');
    return answerAs(ZRoundAnswer, { round: toRoundView(found) });
  });

  app.get('/api/games/:code', async (request) => {
    const params = ZGameParams.safeParse(request.params);
    const info = params.success ? await context.gameInfo(params.data.code) : undefined;
    if (!info) throw new GameError('not_found');
    return answerAs(ZGameInfoAnswer, info);
  });

  app.get('/healthz', async () => {
    await context.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
