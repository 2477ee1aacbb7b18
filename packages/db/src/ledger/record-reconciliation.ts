import type { Db } from '../client.ts';
import { reconciliationRuns } from '../schema/index.ts';
import type { Reconciliation } from './reconcile.ts';

/** Keeps a run's result, for the back office to show the last one. */
export async function recordReconciliation(
  db: Db,
  { startedAt, finishedAt, result }: { startedAt: Date; finishedAt: Date; result: Reconciliation },
): Promise<number> {
  const [row] = await db
    .insert(reconciliationRuns)
    .values({ startedAt, finishedAt, ...result })
    .returning({ id: reconciliationRuns.id });
  if (!row) throw new Error('reconciliation run insert returned nothing');
  return row.id;
}
