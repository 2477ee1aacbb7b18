import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Operator content switched on whose schedule (null = open at that end) holds `now`: popups, banners. */
export function liveAt(table: { active: PgColumn; startsAt: PgColumn; endsAt: PgColumn }, now: Date) {
  return and(
    eq(table.active, true),
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );
}
