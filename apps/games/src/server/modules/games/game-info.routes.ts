import type { FastifyInstance } from 'fastify';
import { notFound } from '@haneul/server-kit';
import { z } from 'zod';
import { registerRoundCall } from '../../lib/register-round-call.ts';

const ZGameParams = z.object({ code: z.string().max(100) });

/** GET /api/games/:code, public: a game's rules for the help screen (slots: the RTP table). */
export async function gameInfoRoutes(app: FastifyInstance): Promise<void> {
  registerRoundCall(app, 'gameInfo', {}, async ({ params }) => {
    const parsed = ZGameParams.safeParse(params);
    const info = parsed.success ? await app.games.gameInfo(parsed.data.code) : undefined;
    if (!info) throw notFound();
    return info;
  });
}
