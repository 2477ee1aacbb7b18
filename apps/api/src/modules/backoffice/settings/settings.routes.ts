import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { getSettings, updateSettings } from './settings.service.ts';

/** Site settings: admin only. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'settings.get', async () => getSettings(app.db));
  registerEndpoint(app, 'settings.update', async (c) => {
    const { id: _id, ...values } = c.body;
    return updateSettings(app.db, { actor: actorOf(c), values });
  });
}
