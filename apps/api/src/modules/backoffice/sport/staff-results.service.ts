import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import { decideResult, enterResult } from '../../sport/results.service.ts';
import type { EventResult, OnPaid } from '../../sport/settle-event.service.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockEvent } from './events.queries.ts';
import { suspendOpenMarkets } from './markets.queries.ts';
import { findResult, hasPendingResult, pageResults, type ResultState } from './results.queries.ts';
import { resultRecord } from './sport-records.ts';

export async function listResults(
  db: Db,
  options: { state?: ResultState | undefined; eventId?: number | undefined } & ListParams<'id'>,
) {
  const { rows, total } = await pageResults(db, options, options);
  return listOf(rows.map(resultRecord), total);
}

async function resultData(db: Db, id: number) {
  const row = await findResult(db, id);
  if (!row) throw notFound();
  return resultRecord(row);
}

/**
 * A final score (or the event called off) entered by staff: pending until another staff member
 * approves it (results.service.ts). One waits at a time per event. The event's open markets are
 * suspended with it: whoever knows the score could otherwise still bet on it before the approval.
 * A correction of an approved result is entered the same way and re-settles once approved.
 */
export async function enterStaffResult(
  db: Db,
  { actor, eventId, result, note }: { actor: Actor; eventId: number; result: EventResult; note: string },
) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound();
    if (await hasPendingResult(tx, eventId)) throw conflict('conflict', { reason: 'result_pending' });
    const entered = await enterResult(tx, { eventId, result, staffId: actor.staffId, note, now: actor.now });
    const suspended = await suspendOpenMarkets(tx, eventId, actor.now);
    const data = await resultData(tx, entered.id);
    await recordAudit(tx, actor, {
      action: result.cancelled ? 'sport_event.cancel' : 'sport_result.enter',
      targetType: 'sport_result',
      targetId: entered.id,
      after: { ...data, marketsSuspended: suspended },
    });
    return { data };
  });
}

/**
 * The second pair of eyes, through results.service's decideResult (which also refuses the author
 * and a result already decided, should another staff member get there between these checks and
 * it). The decision and its audit row commit together; approving then settles the event's bets in
 * settle-event's own short transactions, as a feed's result does.
 */
async function decide(
  db: Db,
  { actor, id, approve, onPaid }: { actor: Actor; id: number; approve: boolean; onPaid?: OnPaid },
) {
  const found = await findResult(db, id);
  if (!found) throw notFound();
  if (found.state !== 'pending') throw conflict('already', { data: resultRecord(found) });
  if (found.enteredBy === actor.staffId) throw conflict('approval', { reason: 'own_result' });
  const { settled } = await decideResult(db, {
    resultId: id,
    staffId: actor.staffId,
    approve,
    now: actor.now,
    onPaid,
    onDecided: (tx, decided) =>
      recordAudit(tx, actor, {
        action: approve ? 'sport_result.approve' : 'sport_result.reject',
        targetType: 'sport_result',
        targetId: id,
        before: { state: 'pending' },
        after: { state: decided.state, eventId: decided.eventId },
      }),
  });
  return { data: await resultData(db, id), settled };
}

export const approveResult = (db: Db, options: { actor: Actor; id: number; onPaid?: OnPaid }) =>
  decide(db, { ...options, approve: true });

export const rejectResult = (db: Db, options: { actor: Actor; id: number }) =>
  decide(db, { ...options, approve: false });
