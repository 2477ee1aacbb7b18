import { sql } from 'drizzle-orm';
import { staffAdjustmentDays, type Db } from '@haneul/db';

/**
 * Adds an adjustment to the staff member's total of the day unless the total would pass `cap`; false
 * when it would (nothing changes then). One statement decides: a concurrent adjustment by the same
 * staff member waits on the day's row and re-reads the total it raised before deciding. The first
 * of a day inserts the row; the caller has checked that the amount alone is within the cap.
 */
export async function addToDailyAdjustments(
  db: Db,
  { staffId, day, amount, cap }: { staffId: number; day: string; amount: number; cap: number },
): Promise<boolean> {
  const raised = sql`${staffAdjustmentDays.total} + excluded.total`;
  const rows = await db
    .insert(staffAdjustmentDays)
    .values({ staffId, day, total: amount })
    .onConflictDoUpdate({
      target: [staffAdjustmentDays.staffId, staffAdjustmentDays.day],
      set: { total: raised },
      setWhere: sql`${raised} <= ${cap}`,
    })
    .returning({ total: staffAdjustmentDays.total });
  return rows.length > 0;
}
