import type { Db } from '@haneul/db';
import { findLastRun } from './reconciliation.queries.ts';

/** The last reconciliation run as the dashboard shows it: when, clean or the drift by kind. */
export async function lastReconciliation(db: Db) {
  const run = await findLastRun(db);
  const lastRun = run && {
    ...run,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
  };
  return { data: { id: 'last' as const, lastRun: lastRun ?? null } };
}
