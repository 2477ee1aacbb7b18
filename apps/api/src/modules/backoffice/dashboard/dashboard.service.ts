import type { Db } from '@haneul/db';
import { dayRange } from '../../../lib/korean-day.ts';
import { daySeries } from '../reports/day-series.ts';
import { countOnline, countQueues } from './dashboard.queries.ts';

/** Today's figures (Korean day) with what waits for staff, and the last 30 days for the chart. */
export async function dashboard(db: Db, { now }: { now: Date }) {
  const series = await daySeries(db, dayRange({}, now, 30));
  const today = series[series.length - 1];
  if (!today) throw new Error('a 30-day series has no last day');
  return {
    data: {
      today: { ...today, onlineNow: await countOnline(db, now), ...(await countQueues(db)) },
      series,
    },
  };
}
