import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { getAudit, listAudit } from './audit.service.ts';

/** The audit log is read, never written, here: the replica serves it (docs/cluster.md). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'audit.list', async ({ query, now }) => listAudit(app.replica.db, { ...query, now }));
  registerEndpoint(app, 'audit.get', async ({ params }) => getAudit(app.replica.db, { id: params.id }));
}
