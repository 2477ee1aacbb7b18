import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { invalidFields } from '@haneul/server-kit';

/**
 * Reports and dashboards count days as Korean players and operators live them: Korea Standard Time,
 * UTC+9 all year (no daylight saving), so a fixed offset is exact and needs no time zone database.
 */
const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Korean calendar day of an instant, `YYYY-MM-DD`. */
export function koreanDay(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Korean day starts. */
export function koreanDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - KST_OFFSET_MS);
}

/** The first instant after a Korean day. */
export function koreanDayEnd(day: string): Date {
  return new Date(koreanDayStart(day).getTime() + DAY_MS);
}

/** A column's Korean day in SQL, as `YYYY-MM-DD` text (both engines, no time zone names needed). */
export function koreanDaySql(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;
}

export interface DayRange {
  from: string;
  to: string;
  /** The first instant inside the range and the first instant after it. */
  start: Date;
  end: Date;
  /** Every day of the range in order. */
  days: string[];
}

/** At most this many days per report: a year and a leap day. */
const MAX_DAYS = 366;

/**
 * The Korean days from `from` to `to`, both included; by default the `defaultDays` days ending
 * today. A range that runs backwards or longer than a year is a field error.
 */
export function dayRange(
  { from, to }: { from?: string | undefined; to?: string | undefined },
  now: Date,
  defaultDays = 30,
): DayRange {
  const last = to ?? koreanDay(now);
  const first = from ?? koreanDay(new Date(koreanDayStart(last).getTime() - (defaultDays - 1) * DAY_MS));
  const start = koreanDayStart(first);
  const end = new Date(koreanDayStart(last).getTime() + DAY_MS);
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (Number.isNaN(count) || count < 1) throw invalidFields({ field: 'from', reason: 'after_to' });
  if (count > MAX_DAYS) throw invalidFields({ field: 'from', reason: 'range_too_long' });
  const days = Array.from({ length: count }, (_, index) =>
    koreanDay(new Date(start.getTime() + index * DAY_MS)),
  );
  return { from: first, to: last, start, end, days };
}
