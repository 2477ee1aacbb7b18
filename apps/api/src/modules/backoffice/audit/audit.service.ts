import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { dayRange } from '../../../lib/korean-day.ts';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { findAudit, insertAudit, pageAudit, type AuditRow } from './audit.queries.ts';

export interface AuditEvent {
  /** `<area>.<verb>`: `member.adjust`, `deposit.complete`, `popup.update`... */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The record before and after the change, without secrets (hashes, TOTP secrets, tokens). */
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write. Call it with the transaction that makes the change: the row commits with
 * the change or not at all, so a failed change leaves no audit row and no change goes unrecorded.
 * The staff id is null only for a failed sign-in, where no account is known to have acted.
 */
export async function recordAudit(
  tx: Db,
  actor: Pick<Actor, 'ip' | 'now'> & { staffId: number | null },
  event: AuditEvent,
) {
  await insertAudit(tx, {
    staffId: actor.staffId,
    action: event.action,
    targetType: event.targetType,
    targetId: String(event.targetId),
    before: event.before ?? null,
    after: event.after ?? null,
    ip: actor.ip,
    createdAt: actor.now,
  });
}

function auditItem(row: AuditRow) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export interface ListAuditOptions extends ListParams<'id'> {
  staffId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  now: Date;
}

export async function listAudit(db: Db, { from, to, now, ...options }: ListAuditOptions) {
  const range = from || to ? dayRange({ from, to }, now) : undefined;
  const { rows, total } = await pageAudit(db, { ...options, start: range?.start, end: range?.end }, options);
  return listOf(rows.map(auditItem), total);
}

export async function getAudit(db: Db, { id }: { id: number }) {
  const row = await findAudit(db, id);
  if (!row) throw notFound();
  return { data: auditItem(row) };
}
