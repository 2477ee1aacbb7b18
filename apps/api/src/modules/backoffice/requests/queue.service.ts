import { siteSettings, type Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import {
  cancelDeposit,
  cancelWithdraw,
  completeDeposit,
  completeWithdraw,
  takeRequest,
  type ReviewResult,
} from '../../balance/index.ts';
import type { Actor } from '../actor.ts';
import { raiseLevelAfterDeposit } from '../../level/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { depositQueueItem, withdrawQueueItem } from './queue-items.ts';
import { sendRequestNote } from './request-note.ts';
import {
  approveWithdrawRequest,
  findDepositQueueRow,
  findWithdrawQueueRow,
  pageDepositQueue,
  pageWithdrawQueue,
  type QueueFilters,
  type QueueSort,
} from './queue.queries.ts';

export type QueueKind = 'deposit' | 'withdraw';
type QueueList = QueueFilters & ListParams<QueueSort>;

export async function listDeposits(db: Db, options: QueueList) {
  const { rows, total } = await pageDepositQueue(db, options, options);
  return listOf(rows.map(depositQueueItem), total);
}

export async function listWithdrawals(db: Db, options: QueueList) {
  const [{ rows, total }, { withdrawApprovalThreshold }] = await Promise.all([
    pageWithdrawQueue(db, options, options),
    siteSettings(db),
  ]);
  return listOf(
    rows.map((row) => withdrawQueueItem(row, withdrawApprovalThreshold)),
    total,
  );
}

interface QueueItems {
  deposit: ReturnType<typeof depositQueueItem>;
  withdraw: ReturnType<typeof withdrawQueueItem>;
}

/** One request as the back office shows it, read with `db` (a transaction sees its own writes). */
export async function queueItem<K extends QueueKind>(
  db: Db,
  kind: K,
  id: number,
): Promise<QueueItems[K] | undefined> {
  if (kind === 'deposit') {
    const row = await findDepositQueueRow(db, id);
    return (row ? depositQueueItem(row) : undefined) as QueueItems[K] | undefined;
  }
  const row = await findWithdrawQueueRow(db, id);
  const { withdrawApprovalThreshold } = await siteSettings(db);
  return (row ? withdrawQueueItem(row, withdrawApprovalThreshold) : undefined) as QueueItems[K] | undefined;
}

export async function getQueued<K extends QueueKind>(db: Db, { kind, id }: { kind: K; id: number }) {
  const item = await queueItem(db, kind, id);
  if (!item) throw notFound();
  return { data: item };
}

export type QueueVerb = 'take' | 'complete' | 'cancel';

/**
 * Runs one of the balance module's staff services inside a transaction that also writes the audit
 * row: the request's move, its ledger entry, the audit row and (for a completion or cancellation)
 * the member's note commit together. `already` (the request had moved on) and `not_found` write
 * nothing.
 */
export async function moveQueued<K extends QueueKind>(
  db: Db,
  {
    kind,
    verb,
    id,
    actor,
    memo,
  }: { kind: K; verb: QueueVerb; id: number; actor: Actor; memo?: string | undefined },
): Promise<{ data: QueueItems[K] }> {
  if (kind === 'withdraw' && verb === 'complete') await assertApproved(db, id, actor);
  return db.transaction(async (tx) => {
    const before = await queueItem(tx, kind, id);
    if (!before) throw notFound();
    const action = { requestId: id, staffId: actor.staffId, now: actor.now, memo };
    const result: ReviewResult<unknown> = await SERVICES[kind][verb](tx, action);
    if (result.status === 'not_found') throw notFound();
    const after = await queueItem(tx, kind, id);
    if (result.status === 'already') throw conflict('already', { data: after });
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: `${kind}.${verb}`,
      targetType: `${kind}_request`,
      targetId: id,
      before,
      after,
    });
    if (verb !== 'take') {
      await sendRequestNote(tx, {
        memberId: after.memberId,
        outcome: `${kind}.${verb}`,
        amount: after.amount,
        now: actor.now,
      });
    }
    if (kind === 'deposit' && verb === 'complete') {
      await raiseLevelAfterDeposit(tx, { memberId: after.memberId, now: actor.now });
    }
    return { data: after };
  });
}

type StaffAction = Parameters<typeof completeDeposit>[1];
const SERVICES: Record<
  QueueKind,
  Record<QueueVerb, (tx: Db, action: StaffAction) => Promise<ReviewResult<unknown>>>
> = {
  deposit: {
    take: (tx, action) => takeRequest(tx, { ...action, kind: 'deposit' }),
    complete: completeDeposit,
    cancel: cancelDeposit,
  },
  withdraw: {
    take: (tx, action) => takeRequest(tx, { ...action, kind: 'withdraw' }),
    complete: completeWithdraw,
    cancel: cancelWithdraw,
  },
};

/**
 * The four-eyes rule: a withdrawal above the threshold is paid only after a staff member approved
 * it, and never by the one who approved. An approval cannot be withdrawn, so checking it before the
 * completing transaction cannot let an unapproved payout through.
 */
async function assertApproved(db: Db, id: number, actor: Actor): Promise<void> {
  const item = await queueItem(db, 'withdraw', id);
  if (!item) throw notFound();
  if (!item.needsApproval || item.state === 'completed' || item.state === 'cancelled') return;
  if (item.approvedBy === null) throw conflict('approval', { reason: 'approval_required' });
  if (item.approvedBy === actor.staffId) throw conflict('approval', { reason: 'same_staff' });
}

export async function approveWithdrawal(db: Db, { id, actor }: { id: number; actor: Actor }) {
  return db.transaction(async (tx) => {
    const before = await queueItem(tx, 'withdraw', id);
    if (!before) throw notFound();
    if (!(await approveWithdrawRequest(tx, { id, staffId: actor.staffId, now: actor.now }))) {
      throw conflict('already', { data: before });
    }
    const after = await queueItem(tx, 'withdraw', id);
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: 'withdraw.approve',
      targetType: 'withdraw_request',
      targetId: id,
      before,
      after,
    });
    return { data: after };
  });
}
