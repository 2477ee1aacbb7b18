import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { listOf } from '../../../lib/list-query.ts';
import { reportCsv, reportRows } from './reports.service.ts';

/**
 * Reports by day, game, provider and agent, each as JSON and as CSV (text/csv). Aggregates over
 * history: they read the replica when there is one, off the primary's money paths.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.replica;
  registerEndpoint(app, 'reports.daily', async ({ query, now }) =>
    listOf(await reportRows.daily(db, { ...query, now })),
  );
  registerEndpoint(app, 'reports.dailyCsv', async ({ query, now }) =>
    reportCsv(db, 'daily', { ...query, now }),
  );
  registerEndpoint(app, 'reports.games', async ({ query, now }) =>
    listOf(await reportRows.games(db, { ...query, now })),
  );
  registerEndpoint(app, 'reports.gamesCsv', async ({ query, now }) =>
    reportCsv(db, 'games', { ...query, now }),
  );
  registerEndpoint(app, 'reports.providers', async ({ query, now }) =>
    listOf(await reportRows.providers(db, { ...query, now })),
  );
  registerEndpoint(app, 'reports.providersCsv', async ({ query, now }) =>
    reportCsv(db, 'providers', { ...query, now }),
  );
  registerEndpoint(app, 'reports.agents', async ({ query, now }) =>
    listOf(await reportRows.agents(db, { ...query, now })),
  );
  registerEndpoint(app, 'reports.agentsCsv', async ({ query, now }) =>
    reportCsv(db, 'agents', { ...query, now }),
  );
}
