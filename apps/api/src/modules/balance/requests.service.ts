import {
  creditDeposit,
  lockWithdrawalAccounts,
  memberId,
  payWithdrawal,
  releaseWithdrawal,
  won,
  type Db,
} from '@haneul/db';
import {
  findDeposit,
  findWithdraw,
  moveDeposit,
  moveWithdraw,
  PENDING_STATES,
  setDepositEntry,
  setWithdrawEntry,
  type DepositRequest,
  type WithdrawRequest,
} from './requests.queries.ts';

/**
 * What a staff action did: `success` it moved the request, `already` the request had left the
 * states the action starts from (completed, cancelled, or taken for `takeRequest`) and nothing
 * moved. The back office maps these to its answers.
 */
export type ReviewResult<R> = { status: 'success' | 'already'; request: R } | { status: 'not_found' };

export interface StaffAction {
  requestId: number;
  staffId: number;
  now: Date;
  /** Replaces the request's memo when given; also the ledger entry's memo. */
  memo?: string;
}

/** An operator takes a waiting request (wire `reg`), so colleagues see it is being handled. */
export async function takeRequest(
  db: Db,
  { kind, requestId, staffId, now }: StaffAction & { kind: 'deposit' | 'withdraw' },
): Promise<ReviewResult<DepositRequest> | ReviewResult<WithdrawRequest>> {
  const move = { id: requestId, from: ['waiting' as const], to: 'taken' as const, staffId, now };
  if (kind === 'deposit') return outcome(await moveDeposit(db, move), () => findDeposit(db, requestId));
  return outcome(await moveWithdraw(db, move), () => findWithdraw(db, requestId));
}

/**
 * Credits a deposit. The guarded state change and the entry share one transaction: of two staff
 * completing at once, the second's UPDATE waits for the first to commit, then matches nothing and
 * answers `already`. The idempotency key is a second, independent guard against a double credit.
 */
export function completeDeposit(
  db: Db,
  { requestId, staffId, now, memo }: StaffAction,
): Promise<ReviewResult<DepositRequest>> {
  return db.transaction(async (tx) => {
    const move = { id: requestId, from: PENDING_STATES, to: 'completed' as const, staffId, now, memo };
    const moved = await moveDeposit(tx, move);
    if (!moved) return outcome(undefined, () => findDeposit(tx, requestId));
    const { entryId } = await creditDeposit(tx, {
      memberId: memberId(moved.memberId),
      requestId,
      amount: won(moved.amount),
      memo,
    });
    return { status: 'success', request: await setDepositEntry(tx, requestId, entryId) };
  });
}

/** Cancels a deposit that was never credited; no money moves. */
export async function cancelDeposit(
  db: Db,
  { requestId, staffId, now, memo }: StaffAction,
): Promise<ReviewResult<DepositRequest>> {
  const move = { id: requestId, from: PENDING_STATES, to: 'cancelled' as const, staffId, now, memo };
  return outcome(await moveDeposit(db, move), () => findDeposit(db, requestId));
}

/** Pays a withdrawal out: the held amount leaves the member's hold for the cash desk. */
export function completeWithdraw(db: Db, action: StaffAction): Promise<ReviewResult<WithdrawRequest>> {
  return settleWithdraw(db, action, 'completed');
}

/** Cancels a withdrawal: the held amount goes back to the member's cash. */
export function cancelWithdraw(db: Db, action: StaffAction): Promise<ReviewResult<WithdrawRequest>> {
  return settleWithdraw(db, action, 'cancelled');
}

/**
 * Both ways a withdrawal ends. The member's accounts are locked before the request row (the order
 * `applyWithdraw` uses too), so an application and a settlement of the same member cannot deadlock.
 * Pay and release share one idempotency key: at most one of them can ever land. `entry_id` records
 * whichever did.
 */
async function settleWithdraw(
  db: Db,
  { requestId, staffId, now, memo }: StaffAction,
  to: 'completed' | 'cancelled',
): Promise<ReviewResult<WithdrawRequest>> {
  const found = await findWithdraw(db, requestId);
  if (!found) return { status: 'not_found' };
  return db.transaction(async (tx) => {
    const member = memberId(found.memberId);
    const locked = await lockWithdrawalAccounts(tx, member, to === 'completed' ? 'pay' : 'release');
    const moved = await moveWithdraw(tx, { id: requestId, from: PENDING_STATES, to, staffId, now, memo });
    if (!moved) return outcome(undefined, () => findWithdraw(tx, requestId));
    const end = { requestId, amount: won(moved.amount), memo };
    const { entryId } =
      to === 'completed' ? await payWithdrawal(tx, locked, end) : await releaseWithdrawal(tx, locked, end);
    return { status: 'success', request: await setWithdrawEntry(tx, requestId, entryId) };
  });
}

async function outcome<R>(
  moved: R | undefined,
  current: () => Promise<R | undefined>,
): Promise<ReviewResult<R>> {
  if (moved) return { status: 'success', request: moved };
  const request = await current();
  return request ? { status: 'already', request } : { status: 'not_found' };
}
