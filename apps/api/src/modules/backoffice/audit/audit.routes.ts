import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { getAudit, listAudit } from './audit.service.ts';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'audit.list', async ({ query, now }) => listAudit(app.db, { ...query, now }));
  registerEndpoint(app, 'audit.get', async ({ params }) => getAudit(app.db, { id: params.id }));
}
