import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { lastReconciliation } from './reconciliation.service.ts';

export async function reconciliationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'reconciliation.get', async () => lastReconciliation(app.db));
}
