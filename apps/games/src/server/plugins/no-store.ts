import type { FastifyInstance } from 'fastify';

/** Answers under /api/ carry balances and session state: no cache may keep or replay them. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
