import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { depositRequests, members, withdrawRequests, type Db } from '@haneul/db';

export type DepositRequest = typeof depositRequests.$inferSelect;
export type WithdrawRequest = typeof withdrawRequests.$inferSelect;
export type RequestState = DepositRequest['state'];

/** The states that count as pending: the partial unique indexes allow one such request per member. */
export const PENDING_STATES: RequestState[] = ['waiting', 'taken'];

/**
 * The partial unique indexes' predicate, spelled as the migration spells it: ON CONFLICT needs it to
 * pick the index, and then a second pending request is skipped (no row) instead of raising an error
 * that would abort the surrounding transaction.
 */
const ONE_PENDING = sql`state in ('waiting', 'taken')`;

/** Inserts a waiting deposit; null when the member already has a pending one. */
export async function insertDepositRequest(
  db: Db,
  values: { memberId: number; amount: number; depositorName: string; now: Date },
): Promise<number | null> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(depositRequests)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: depositRequests.memberId, where: ONE_PENDING })
    .returning({ id: depositRequests.id });
  return row?.id ?? null;
}

/** Inserts a waiting withdrawal; null when the member already has a pending one. */
export async function insertWithdrawRequest(
  db: Db,
  values: Omit<typeof withdrawRequests.$inferInsert, 'createdAt' | 'updatedAt'> & { now: Date },
): Promise<number | null> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(withdrawRequests)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: withdrawRequests.memberId, where: ONE_PENDING })
    .returning({ id: withdrawRequests.id });
  return row?.id ?? null;
}

export async function hasPendingWithdraw(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawRequests.id })
    .from(withdrawRequests)
    .where(and(eq(withdrawRequests.memberId, memberId), inArray(withdrawRequests.state, PENDING_STATES)))
    .limit(1);
  return row !== undefined;
}

/** What a withdrawal needs of the member: the exchange password and the account to pay. */
export async function findWithdrawProfile(db: Db, memberId: number) {
  const [row] = await db
    .select({
      exchangePasswordHash: members.exchangePasswordHash,
      bankName: members.bankName,
      bankOwner: members.bankOwner,
      bankNumber: members.bankNumber,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function findDeposit(db: Db, id: number): Promise<DepositRequest | undefined> {
  const [row] = await db.select().from(depositRequests).where(eq(depositRequests.id, id));
  return row;
}

export async function findWithdraw(db: Db, id: number): Promise<WithdrawRequest | undefined> {
  const [row] = await db.select().from(withdrawRequests).where(eq(withdrawRequests.id, id));
  return row;
}

/** What a state change writes besides the state. */
export interface RequestMove {
  id: number;
  from: RequestState[];
  to: RequestState;
  staffId: number;
  now: Date;
  memo?: string;
}

/**
 * The guarded state change: it matches only while the request is still in a `from` state, so of
 * two staff moving the same request at once the second waits for the first's row lock, re-reads the
 * row and matches nothing. Undefined means "not in a `from` state (or no such request)".
 */
export async function moveDeposit(db: Db, move: RequestMove): Promise<DepositRequest | undefined> {
  const [row] = await db
    .update(depositRequests)
    .set({ state: move.to, staffId: move.staffId, updatedAt: move.now, ...memoOf(move) })
    .where(and(eq(depositRequests.id, move.id), inArray(depositRequests.state, move.from)))
    .returning();
  return row;
}

export async function moveWithdraw(db: Db, move: RequestMove): Promise<WithdrawRequest | undefined> {
  const completedAt = move.to === 'completed' ? { completedAt: move.now } : {};
  const [row] = await db
    .update(withdrawRequests)
    .set({ state: move.to, staffId: move.staffId, updatedAt: move.now, ...memoOf(move), ...completedAt })
    .where(and(eq(withdrawRequests.id, move.id), inArray(withdrawRequests.state, move.from)))
    .returning();
  return row;
}

/**
 * The member's own cancellation: only their withdrawal, only while it waits and nobody approved it.
 * Guarded like a staff move, so an operator's take, approval or settlement and this UPDATE take
 * turns on the row and the second matches nothing.
 */
export async function cancelWaitingWithdraw(
  db: Db,
  { id, memberId, now }: { id: number; memberId: number; now: Date },
): Promise<WithdrawRequest | undefined> {
  const [row] = await db
    .update(withdrawRequests)
    .set({ state: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(withdrawRequests.id, id),
        eq(withdrawRequests.memberId, memberId),
        eq(withdrawRequests.state, 'waiting'),
        isNull(withdrawRequests.approvedBy),
      ),
    )
    .returning();
  return row;
}

export async function setDepositEntry(db: Db, id: number, entryId: number): Promise<DepositRequest> {
  const [row] = await db
    .update(depositRequests)
    .set({ entryId })
    .where(eq(depositRequests.id, id))
    .returning();
  if (!row) throw new Error(`deposit request ${id} vanished inside its own transaction`);
  return row;
}

export async function setWithdrawEntry(db: Db, id: number, entryId: number): Promise<WithdrawRequest> {
  const [row] = await db
    .update(withdrawRequests)
    .set({ entryId })
    .where(eq(withdrawRequests.id, id))
    .returning();
  if (!row) throw new Error(`withdraw request ${id} vanished inside its own transaction`);
  return row;
}

function memoOf(move: RequestMove): { memo?: string } {
  return move.memo === undefined ? {} : { memo: move.memo };
}
