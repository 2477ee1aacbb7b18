import type { TMoneyLock } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { locksInForce, type MoneyLockKind } from './money-locks.queries.ts';

export type MemberMoneyLocks = Record<MoneyLockKind, TMoneyLock | null>;

/** Per kind, the lock the member is held by now (their own before their level's before the site's), or null. */
export async function memberMoneyLocks(db: Db, memberId: number): Promise<MemberMoneyLocks> {
  const locks = await locksInForce(db, memberId);
  const first = (kind: MoneyLockKind) => {
    const lock = locks.find((row) => row.kind === kind);
    return lock ? { reason: lock.reason } : null;
  };
  return { deposit: first('deposit'), withdraw: first('withdraw') };
}

/**
 * The refusal a request of `kind` gets while a lock holds it, or null. Read before the request is
 * written: a lock added while one is being written does not undo it, as staff would expect of a
 * request already in their queue.
 */
export async function lockRefusal(
  db: Db,
  memberId: number,
  kind: MoneyLockKind,
): Promise<{ status: 'locked'; reason: string } | null> {
  const lock = (await memberMoneyLocks(db, memberId))[kind];
  return lock ? { status: 'locked', reason: lock.reason } : null;
}
