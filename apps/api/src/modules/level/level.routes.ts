import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { levelProgress } from './level.service.ts';

/** The member's level (`/public/user/level`). */
export async function levelRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'get-user-level', async ({ body, member }) =>
    levelProgress(app.db, member.memberId, body.lang),
  );
}
