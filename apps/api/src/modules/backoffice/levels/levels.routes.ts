import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { createLevel, getLevel, listLevels, updateLevel } from './levels.service.ts';

/** Levels and comp rates: every staff member reads them, admins change them. */
export async function levelRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'levels.list', async ({ query }) => listLevels(db, query));
  registerEndpoint(app, 'levels.get', async ({ params }) => getLevel(db, params));
  registerEndpoint(app, 'levels.create', async (c) => createLevel(db, { actor: actorOf(c), ...c.body }));
  registerEndpoint(app, 'levels.update', async (c) =>
    updateLevel(db, { actor: actorOf(c), id: c.params.id, ...c.body }),
  );
}
