import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TExclusion } from '@haneul/contract';
import { memberExclusions, members, type Db } from '@haneul/db';

type ExclusionRow = typeof memberExclusions.$inferSelect;
export type ExclusionKind = ExclusionRow['kind'];
export type ExclusionPeriod = ExclusionRow['period'];

/** An indefinite exclusion stands until this date in `members.excluded_until` until its end is asked for. */
export const INDEFINITE = new Date('9999-12-31T00:00:00Z');
/** How long an indefinite self-exclusion lasts after the member asks for its end. */
const END_NOTICE_MS = 7 * 86_400_000;

/** When a period that starts at `from` ends (null: indefinite); months and years as on a calendar. */
function endOf(period: ExclusionPeriod, from: Date): Date | null {
  const end = new Date(from);
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 86_400_000);
    case '7d':
      return new Date(from.getTime() + 7 * 86_400_000);
    case '30d':
      return new Date(from.getTime() + 30 * 86_400_000);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
    case 'permanent':
      return null;
  }
}

/** When a row stops excluding: its end, 7 days after an indefinite one's end was asked for, or never. */
export function excludesUntil(row: ExclusionRow): Date {
  if (row.endsAt) return row.endsAt;
  return row.endRequestedAt ? new Date(row.endRequestedAt.getTime() + END_NOTICE_MS) : INDEFINITE;
}

function toWire(row: ExclusionRow): TExclusion {
  const until = excludesUntil(row);
  return {
    kind: row.kind,
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    until: until.getTime() === INDEFINITE.getTime() ? null : until.toISOString(),
    endRequestedAt: row.endRequestedAt?.toISOString() ?? null,
  };
}

/** The member's exclusions, newest first. */
const exclusionsOf = (db: Db, memberId: number) =>
  db
    .select()
    .from(memberExclusions)
    .where(eq(memberExclusions.memberId, memberId))
    .orderBy(desc(memberExclusions.id));

/** The exclusion in force at `now` (the one that ends last), or null. */
export async function exclusionInForce(db: Db, memberId: number, now: Date): Promise<TExclusion | null> {
  const inForce = (await exclusionsOf(db, memberId)).filter((row) => excludesUntil(row) > now);
  const last = inForce.sort((a, b) => excludesUntil(b).getTime() - excludesUntil(a).getTime())[0];
  return last ? toWire(last) : null;
}

/**
 * `members.excluded_until` from the exclusions: the latest end of those in force, or none. Called
 * with the member's row locked, after any change to their exclusions (an admin's correction too).
 */
export async function applyExclusions(tx: Db, memberId: number, now: Date): Promise<void> {
  const ends = (await exclusionsOf(tx, memberId)).map(excludesUntil).filter((until) => until > now);
  const until = ends.length === 0 ? null : new Date(Math.max(...ends.map((end) => end.getTime())));
  await tx.update(members).set({ excludedUntil: until }).where(eq(members.id, memberId));
}

/**
 * A time-out or self-exclusion the member takes: in force at once, in every money path that checks
 * `members.excluded_until` (deposits, game launches, wallet bets, sport bets). One already in force
 * that ends later stays the one that counts: a new, shorter one never shortens it.
 */
export async function exclude(
  db: Db,
  {
    memberId,
    kind,
    period,
    now,
  }: { memberId: number; kind: ExclusionKind; period: ExclusionPeriod; now: Date },
): Promise<TExclusion> {
  await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    await tx
      .insert(memberExclusions)
      .values({ memberId, kind, period, startsAt: now, endsAt: endOf(period, now), createdAt: now });
    await applyExclusions(tx, memberId, now);
  });
  return (await exclusionInForce(db, memberId, now))!;
}

/**
 * The member asks for their indefinite self-exclusion to end: it ends 7 days later (a cooling-off,
 * as a raised limit has). Null when no indefinite one is in force without such a request.
 */
export async function requestExclusionEnd(
  db: Db,
  { memberId, now }: { memberId: number; now: Date },
): Promise<TExclusion | null> {
  const asked = await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [open] = await tx
      .update(memberExclusions)
      .set({ endRequestedAt: now })
      .where(
        and(
          eq(memberExclusions.memberId, memberId),
          isNull(memberExclusions.endsAt),
          isNull(memberExclusions.endRequestedAt),
        ),
      )
      .returning();
    if (open) await applyExclusions(tx, memberId, now);
    return open !== undefined;
  });
  return asked ? exclusionInForce(db, memberId, now) : null;
}
