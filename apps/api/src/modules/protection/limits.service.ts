import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TPlayLimit } from '@haneul/contract';
import { members, playLimitEvents, playLimits, siteSettings, type Db } from '@haneul/db';
import { periodStart, periodStartDay, type PlayPeriod } from './play-period.ts';
import { depositedSince, fillUsage, usageSince } from './usage.queries.ts';

type LimitRow = typeof playLimits.$inferSelect;
export type LimitKind = LimitRow['kind'];
type LimitAction = (typeof playLimitEvents.$inferInsert)['action'];

/** The kinds the wallet checks on every stake; a deposit limit is checked when a deposit is asked for. */
const STAKE_KINDS: readonly LimitKind[] = ['loss', 'wager', 'session'];

/** A limit on the wire, with what the member used of it in its period so far. */
async function limitToWire(db: Db, row: LimitRow, now: Date): Promise<TPlayLimit> {
  const period = row.period as PlayPeriod;
  let used: number;
  if (row.kind === 'deposit') used = await depositedSince(db, row.memberId, period, now);
  else {
    const usage = await usageSince(db, row.memberId, periodStartDay(period, now));
    used = {
      loss: Math.max(0, usage.wagered - usage.won),
      wager: usage.wagered,
      session: Math.floor(usage.seconds / 60),
    }[row.kind];
  }
  return {
    kind: row.kind,
    period,
    amount: row.amount,
    used,
    periodStart: periodStart(period, now).toISOString(),
    pending:
      row.pendingFrom === null
        ? null
        : { amount: row.pendingRemoval ? null : row.pendingAmount, from: row.pendingFrom.toISOString() },
  };
}

export async function listLimits(db: Db, memberId: number, now: Date): Promise<TPlayLimit[]> {
  const rows = await db
    .select()
    .from(playLimits)
    .where(eq(playLimits.memberId, memberId))
    .orderBy(asc(playLimits.kind), asc(playLimits.period));
  return Promise.all(rows.map((row) => limitToWire(db, row, now)));
}

/**
 * Keeps `members.has_play_limits` true exactly while a loss, wager or session limit exists: the
 * wallet then checks it and counts the member's stakes; the first such limit fills in the month so
 * far, so a limit set mid-month counts what came before it.
 */
async function syncStakeLimits(tx: Db, memberId: number, now: Date): Promise<void> {
  const [member] = await tx
    .select({ has: members.hasPlayLimits })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  const [any] = await tx
    .select({ kind: playLimits.kind })
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), inArray(playLimits.kind, [...STAKE_KINDS])))
    .limit(1);
  const needed = any !== undefined;
  if (needed === member?.has) return;
  if (needed) await fillUsage(tx, memberId, now);
  await tx.update(members).set({ hasPlayLimits: needed }).where(eq(members.id, memberId));
}

async function record(
  tx: Db,
  row: Pick<LimitRow, 'memberId' | 'kind' | 'period'>,
  action: LimitAction,
  amount: number | null,
  previous: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(playLimitEvents).values({ ...row, action, amount, previous, createdAt: now });
}

export interface SetLimit {
  memberId: number;
  kind: LimitKind;
  period: PlayPeriod;
  /** The new limit, or null to remove it. */
  amount: number | null;
  now: Date;
}

/**
 * Sets a limit the way licensed markets require: a first or lower limit applies at once, since it
 * only protects; a raise or a removal waits a cooling-off (`playLimitCoolingOffHours`) and takes
 * effect only when the member confirms it after that (confirmLimit), so a decision taken while
 * chasing losses cannot apply on the spot. Asking for the amount in force drops a pending change.
 */
export async function setLimit(
  db: Db,
  options: SetLimit,
): Promise<{ applied: 'now' | 'pending'; limit: TPlayLimit | null }> {
  const { memberId, kind, period, amount, now } = options;
  const { playLimitCoolingOffHours } = await siteSettings(db);
  const key = { memberId, kind, period };
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(playLimits)
      .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, kind), eq(playLimits.period, period)))
      .for('update');
    const pendingFrom = new Date(now.getTime() + playLimitCoolingOffHours * 3_600_000);
    const clearPending = { pendingAmount: null, pendingRemoval: false, pendingFrom: null, updatedAt: now };
    let applied: 'now' | 'pending' = 'now';
    let written: LimitRow | undefined;
    if (!current) {
      if (amount === null) return { applied, written: undefined };
      [written] = await tx
        .insert(playLimits)
        .values({ ...key, amount, updatedAt: now })
        .returning();
      await record(tx, key, 'set', amount, null, now);
    } else if (amount !== null && amount < current.amount) {
      [written] = await tx
        .update(playLimits)
        .set({ amount, ...clearPending })
        .where(rowOf(current))
        .returning();
      await record(tx, key, 'lowered', amount, current.amount, now);
    } else if (amount === current.amount) {
      [written] = await tx.update(playLimits).set(clearPending).where(rowOf(current)).returning();
      if (current.pendingFrom !== null)
        await record(tx, key, 'pending_cancelled', amount, current.amount, now);
    } else {
      applied = 'pending';
      const pending =
        amount === null
          ? { pendingAmount: null, pendingRemoval: true }
          : { pendingAmount: amount, pendingRemoval: false };
      [written] = await tx
        .update(playLimits)
        .set({ ...pending, pendingFrom, updatedAt: now })
        .where(rowOf(current))
        .returning();
      await record(
        tx,
        key,
        amount === null ? 'removal_requested' : 'raise_requested',
        amount,
        current.amount,
        now,
      );
    }
    await syncStakeLimits(tx, memberId, now);
    return { applied, written };
  });
  return { applied: row.applied, limit: row.written ? await limitToWire(db, row.written, now) : null };
}

const rowOf = (row: Pick<LimitRow, 'memberId' | 'kind' | 'period'>) =>
  and(
    eq(playLimits.memberId, row.memberId),
    eq(playLimits.kind, row.kind),
    eq(playLimits.period, row.period),
  );

/**
 * Applies a pending raise or removal the member confirms: only once its cooling-off is over
 * (`wait` seconds left otherwise); `none` when nothing is pending.
 */
export async function confirmLimit(
  db: Db,
  { memberId, kind, period, now }: { memberId: number; kind: LimitKind; period: PlayPeriod; now: Date },
): Promise<
  { result: 'applied'; limit: TPlayLimit | null } | { result: 'wait'; seconds: number } | { result: 'none' }
> {
  const key = { memberId, kind, period };
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(playLimits).where(rowOf(key)).for('update');
    if (!current || current.pendingFrom === null) return { result: 'none' as const };
    if (current.pendingFrom > now) {
      return {
        result: 'wait' as const,
        seconds: Math.ceil((current.pendingFrom.getTime() - now.getTime()) / 1000),
      };
    }
    if (current.pendingRemoval) {
      await tx.delete(playLimits).where(rowOf(key));
      await record(tx, key, 'removed', null, current.amount, now);
      await syncStakeLimits(tx, memberId, now);
      return { result: 'applied' as const, row: undefined };
    }
    const [raised] = await tx
      .update(playLimits)
      .set({ amount: current.pendingAmount!, pendingAmount: null, pendingFrom: null, updatedAt: now })
      .where(rowOf(key))
      .returning();
    await record(tx, key, 'raised', current.pendingAmount, current.amount, now);
    return { result: 'applied' as const, row: raised };
  });
  if (outcome.result !== 'applied') return outcome;
  return { result: 'applied', limit: outcome.row ? await limitToWire(db, outcome.row, now) : null };
}

/**
 * What is left of the member's deposit limits for a request of `amount`: the first limit the
 * request would pass, with what is left of it, or null when every limit allows it.
 */
export async function depositLimitBreach(
  db: Db,
  { memberId, amount, now }: { memberId: number; amount: number; now: Date },
): Promise<{ left: number; period: PlayPeriod } | null> {
  const limits = await db
    .select()
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, 'deposit')));
  for (const limit of limits) {
    const period = limit.period as PlayPeriod;
    const left = Math.max(0, limit.amount - (await depositedSince(db, memberId, period, now)));
    if (amount > left) return { left, period };
  }
  return null;
}
