import { and, eq, ne } from 'drizzle-orm';
import { sportEvents, sportMarkets, sportResults, type Db } from '@haneul/db';
import { conflict } from '../../lib/api-errors.ts';
import { settleEvent, type EventResult, type OnPaid } from './settle-event.service.ts';

export type ResultRow = typeof sportResults.$inferSelect;

/**
 * Makes `resultId` the event's result: any result approved before is superseded, the event ends
 * (finished with the score, or cancelled) and its markets are settled, all in one transaction; then
 * its bets are settled or re-settled by it (settle-event.service.ts).
 */
async function applyResult(db: Db, result: ResultRow, now: Date, onPaid?: OnPaid): Promise<number> {
  await db.transaction(async (tx) => {
    await tx
      .update(sportResults)
      .set({ state: 'superseded' })
      .where(
        and(
          eq(sportResults.eventId, result.eventId),
          eq(sportResults.state, 'approved'),
          ne(sportResults.id, result.id),
        ),
      );
    await tx
      .update(sportEvents)
      .set({
        state: result.cancelled ? 'cancelled' : 'finished',
        scoreHome: result.home,
        scoreAway: result.away,
        updatedAt: now,
      })
      .where(eq(sportEvents.id, result.eventId));
    await tx
      .update(sportMarkets)
      .set({ state: 'settled', updatedAt: now })
      .where(eq(sportMarkets.eventId, result.eventId));
  });
  const settled: EventResult = result.cancelled
    ? { cancelled: true }
    : { cancelled: false, home: result.home!, away: result.away! };
  return settleEvent(db, { eventId: result.eventId, result: settled, now, onPaid });
}

/** The score columns of a result: none for a cancelled event. */
const scoreOf = (result: EventResult) =>
  result.cancelled
    ? { cancelled: true, home: null, away: null }
    : { cancelled: false, home: result.home, away: result.away };

/** A feed's final result: a fact from the source, applied at once. */
export async function recordFeedResult(
  db: Db,
  { eventId, result, now, onPaid }: { eventId: number; result: EventResult; now: Date; onPaid?: OnPaid },
): Promise<number> {
  const [row] = await db
    .insert(sportResults)
    .values({
      eventId,
      ...scoreOf(result),
      state: 'approved',
      source: 'feed',
      createdAt: now,
      decidedAt: now,
    })
    .returning();
  return applyResult(db, row!, now, onPaid);
}

/** A result a staff member entered: pending until another staff member approves it. */
export async function enterResult(
  db: Db,
  {
    eventId,
    result,
    staffId,
    note,
    now,
  }: { eventId: number; result: EventResult; staffId: number; note: string; now: Date },
): Promise<ResultRow> {
  const [row] = await db
    .insert(sportResults)
    .values({
      eventId,
      ...scoreOf(result),
      state: 'pending',
      source: 'staff',
      enteredBy: staffId,
      note,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * The second pair of eyes on a staff result: approving applies it (and settles), rejecting drops
 * it. Whoever entered a result may not decide it (refused here with 409 `approval`, and by the
 * database's CHECK besides); a result already decided answers 409 `already`. The decision is one
 * guarded UPDATE, so two approvers at once decide it once. `onDecided` writes what the caller keeps
 * with the decision (the back office's audit row) in the decision's transaction; the bets settle
 * after it, in settle-event's own transactions, so no lock is held across the whole settlement.
 */
export async function decideResult(
  db: Db,
  {
    resultId,
    staffId,
    approve,
    now,
    onDecided,
    onPaid,
  }: {
    resultId: number;
    staffId: number;
    approve: boolean;
    now: Date;
    onDecided?: (tx: Db, decided: ResultRow) => Promise<void>;
    onPaid?: OnPaid;
  },
): Promise<{ result: ResultRow; settled: number }> {
  const [pending] = await db.select().from(sportResults).where(eq(sportResults.id, resultId));
  if (!pending) throw conflict('conflict');
  if (pending.enteredBy === staffId) throw conflict('approval');
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sportResults)
      .set({ state: approve ? 'approved' : 'rejected', decidedBy: staffId, decidedAt: now })
      .where(and(eq(sportResults.id, resultId), eq(sportResults.state, 'pending')))
      .returning();
    if (!row) throw conflict('already');
    await onDecided?.(tx, row);
    return row;
  });
  return { result: decided, settled: approve ? await applyResult(db, decided, now, onPaid) : 0 };
}
