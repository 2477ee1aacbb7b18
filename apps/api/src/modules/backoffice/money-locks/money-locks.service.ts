import type { TMoneyLockCreate, TMoneyLockRow } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { invalidFields, notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockMember } from '../members/members.queries.ts';
import {
  findMoneyLock,
  insertMoneyLock,
  levelExists,
  liftMoneyLock,
  pageMoneyLocks,
  type MoneyLockFilters,
  type MoneyLockRow,
} from './money-locks.queries.ts';

function lockItem(row: MoneyLockRow): TMoneyLockRow {
  return { ...row, createdAt: row.createdAt.toISOString(), liftedAt: row.liftedAt?.toISOString() ?? null };
}

export async function listMoneyLocks(db: Db, options: MoneyLockFilters & ListParams<'id'>) {
  const { rows, total } = await pageMoneyLocks(db, options, options);
  return listOf(rows.map(lockItem), total);
}

/** An unknown target is a field error, not a foreign-key failure. */
async function assertTargetExists(db: Db, { memberId, level }: TMoneyLockCreate) {
  if (memberId !== undefined && !(await lockMember(db, memberId)))
    throw invalidFields({ field: 'memberId', reason: 'unknown_member' });
  if (level !== undefined && !(await levelExists(db, level)))
    throw invalidFields({ field: 'level', reason: 'unknown_level' });
}

/** Locks deposits or withdrawals for a member, a level or the site; the lock and its audit row commit together. */
export async function addMoneyLock(db: Db, { actor, body }: { actor: Actor; body: TMoneyLockCreate }) {
  return db.transaction(async (tx) => {
    await assertTargetExists(tx, body);
    const id = await insertMoneyLock(tx, {
      scope: body.scope,
      kind: body.kind,
      // The contract ties each target to its scope; the table's CHECK holds it too.
      memberId: body.memberId ?? null,
      level: body.level ?? null,
      reason: body.reason,
      createdBy: actor.staffId,
      createdAt: actor.now,
    });
    if (id === null) throw conflict('already');
    const lock = lockItem((await findMoneyLock(tx, id))!);
    await recordAudit(tx, actor, {
      action: 'money_lock.apply',
      targetType: 'money_lock',
      targetId: id,
      after: lock,
    });
    return { data: lock };
  });
}

/** Lifts a lock in force; the row stays, stamped with who lifted it and when. */
export async function removeMoneyLock(db: Db, { actor, id }: { actor: Actor; id: number }) {
  return db.transaction(async (tx) => {
    const before = await findMoneyLock(tx, id);
    if (!before) throw notFound();
    if (!(await liftMoneyLock(tx, { id, staffId: actor.staffId, now: actor.now }))) throw conflict('already');
    const lock = lockItem((await findMoneyLock(tx, id))!);
    await recordAudit(tx, actor, {
      action: 'money_lock.lift',
      targetType: 'money_lock',
      targetId: id,
      before: lockItem(before),
      after: lock,
    });
    return { data: lock };
  });
}
