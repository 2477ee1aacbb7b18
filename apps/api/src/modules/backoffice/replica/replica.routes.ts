import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { replicaStatus } from './replica.service.ts';

export async function replicaRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, 'replica.get', async () => replicaStatus(app.db, app.replica));
}
