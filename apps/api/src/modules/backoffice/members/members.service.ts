import type { Db } from '@haneul/db';
import { invalidFields, notFound } from '@haneul/server-kit';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findMemberDetail,
  levelExists,
  lockMember,
  pageMembers,
  setMemberFields,
  type MemberDetailRow,
  type MemberFilters,
  type MemberSort,
} from './members.queries.ts';

type MemberRow = Awaited<ReturnType<typeof pageMembers>>['rows'][number];

function memberItem<R extends MemberRow>(row: R) {
  return { ...row, createdAt: row.createdAt.toISOString(), lastLoginAt: isoOrNull(row.lastLoginAt) };
}

function memberDetail(row: MemberDetailRow) {
  const { hold, commission, game, point, excludedUntil, ...rest } = row;
  return {
    ...memberItem(rest),
    excludedUntil: isoOrNull(excludedUntil),
    balances: { cash: row.cash, comp: row.comp, hold, commission, game, point },
  };
}

export async function listMembers(db: Db, options: MemberFilters & ListParams<MemberSort>) {
  const { rows, total } = await pageMembers(db, options, options);
  return listOf(rows.map(memberItem), total);
}

/** The member as the detail page shows it; `db` may be the transaction that just changed it. */
export async function memberRecord(db: Db, id: number, now: Date) {
  const row = await findMemberDetail(db, id, now);
  if (!row) throw notFound();
  return memberDetail(row);
}

export async function getMember(db: Db, { id, now }: { id: number; now: Date }) {
  return { data: await memberRecord(db, id, now) };
}

/**
 * Runs a change to one member in a transaction: the row is locked, the change applied, and the
 * member before and after recorded in the audit log, all committing together.
 */
export async function changeMember(
  db: Db,
  {
    actor,
    id,
    action,
    detail,
  }: { actor: Actor; id: number; action: string; detail?: Record<string, unknown> },
  change: (tx: Db, locked: NonNullable<Awaited<ReturnType<typeof lockMember>>>) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const locked = await lockMember(tx, id);
    if (!locked) throw notFound();
    const before = await memberRecord(tx, id, actor.now);
    await change(tx, locked);
    const after = await memberRecord(tx, id, actor.now);
    await recordAudit(tx, actor, {
      action,
      targetType: 'member',
      targetId: id,
      before,
      after: { ...after, ...detail },
    });
    return { data: after };
  });
}

/** Sets the member's level; an unknown level is a field error. */
export async function setMemberLevel(
  db: Db,
  { actor, id, level }: { actor: Actor; id: number; level: number },
) {
  if (!(await levelExists(db, level))) throw invalidFields({ field: 'level', reason: 'unknown_level' });
  return changeMember(db, { actor, id, action: 'member.set_level' }, async (tx) => {
    await setMemberFields(tx, id, { level });
  });
}
