import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { dashboard } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'dashboard.get', async ({ now }) => dashboard(app.db, { now }));
}
