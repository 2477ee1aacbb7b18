import { desc } from 'drizzle-orm';
import { reconciliationRuns, type Db } from '@haneul/db';

/** The run that finished last (`npm run db:check` writes them), or undefined before the first. */
export async function findLastRun(db: Db) {
  const [row] = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.finishedAt), desc(reconciliationRuns.id))
    .limit(1);
  return row;
}
