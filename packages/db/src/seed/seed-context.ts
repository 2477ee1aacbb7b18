import type { Db } from '../client.ts';

/** What every seed step gets: the transaction, the clock, and the ids earlier steps made. */
export interface SeedContext {
  tx: Db;
  now: Date;
  gamesUrl: string;
}

/** `days` days and `hours` hours before `now`: demo content spread over the last weeks. */
export function daysAgo(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
}

/** The first row of an insert's `returning`, or a clear error (a seed step must never half-run). */
export function firstRow<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`seed: inserting ${what} returned nothing`);
  return row;
}
