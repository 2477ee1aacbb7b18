import {
  adjustMemberBalance,
  grantPoints,
  isLedgerError,
  memberId,
  siteSettings,
  won,
  type Db,
} from '@haneul/db';
import { forbidden } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { koreanDay } from '../../../lib/korean-day.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { addToDailyAdjustments } from './adjustment-cap.queries.ts';
import { memberRecord } from './members.service.ts';

/** What the operator is told when the day's adjustments would pass their cap: it is an admin's call. */
const overTheCap = () => forbidden({ reason: 'adjustment_limit' });

/**
 * Staff moving a member's money by hand, in one transaction with its cap and its audit. An
 * operator's adjustments and point grants of one Korean day, both directions added up, stay within
 * the `adjustmentAdminThreshold` setting; beyond it they are for admins, who have no cap. The day's
 * total is raised by one guarded upsert in the transaction of the entry: concurrent changes by one
 * operator take turns on its row, and a refusal or an entry that fails (overdraft 409 `balance`, a
 * replayed request 409 `already`) rolls it back.
 */
async function changeByStaff<T>(
  db: Db,
  options: { actor: Actor; id: number; amount: number; move: (tx: Db) => Promise<T> },
): Promise<T> {
  const { actor, id, amount, move } = options;
  const { adjustmentAdminThreshold: cap } = await siteSettings(db);
  const capped = actor.role !== 'admin';
  if (capped && Math.abs(amount) > cap) throw overTheCap();
  return db.transaction(async (tx) => {
    await memberRecord(tx, id, actor.now);
    if (capped) {
      const day = { staffId: actor.staffId, day: koreanDay(actor.now), amount: Math.abs(amount), cap };
      if (!(await addToDailyAdjustments(tx, day))) throw overTheCap();
    }
    try {
      return await move(tx);
    } catch (error) {
      if (isLedgerError(error, 'insufficient_funds')) throw conflict('balance');
      if (isLedgerError(error, 'duplicate')) throw conflict('already');
      throw error;
    }
  });
}

/**
 * A manual correction through the ledger: the member's cash (or comp) against the house's
 * adjustment account, the reason as the entry's memo.
 */
export async function adjustBalance(
  db: Db,
  options: {
    actor: Actor;
    id: number;
    amount: number;
    account: 'cash' | 'comp';
    reason: string;
    requestId: string;
  },
) {
  const { actor, id, amount, account, reason, requestId } = options;
  return changeByStaff(db, {
    actor,
    id,
    amount,
    move: async (tx) => {
      const { entryId, balance } = await adjustMemberBalance(tx, {
        memberId: memberId(id),
        account,
        amount: won(amount),
        requestId,
        reason,
        createdAt: actor.now,
      });
      await recordAudit(tx, actor, {
        action: 'member.adjust',
        targetType: 'member',
        targetId: id,
        before: { account, balance: balance - amount },
        after: { account, balance, amount, reason, entryId },
      });
      return { data: { entryId, balance } };
    },
  });
}

/** Points granted in an event, from the house's point account, the event as the entry's memo. */
export async function grantMemberPoints(
  db: Db,
  options: { actor: Actor; id: number; amount: number; reason: string; requestId: string },
) {
  const { actor, id, amount, reason, requestId } = options;
  return changeByStaff(db, {
    actor,
    id,
    amount,
    move: async (tx) => {
      const granted = {
        memberId: memberId(id),
        amount: won(amount),
        requestId,
        reason,
        createdAt: actor.now,
      };
      const { entryId, point } = await grantPoints(tx, granted);
      await recordAudit(tx, actor, {
        action: 'member.grant_points',
        targetType: 'member',
        targetId: id,
        before: { point: point - amount },
        after: { point, amount, reason, entryId },
      });
      return { data: { entryId, point } };
    },
  });
}
