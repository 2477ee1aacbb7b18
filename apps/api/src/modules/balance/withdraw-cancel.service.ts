import {
  lockWithdrawalAccounts,
  memberBalances,
  memberId,
  releaseWithdrawal,
  won,
  type Db,
} from '@haneul/db';
import { cancelWaitingWithdraw, findWithdraw, setWithdrawEntry } from './requests.queries.ts';

export type CancelOwnWithdrawResult =
  { status: 'success'; cash: number } | { status: 'already' } | { status: 'not_found' };

/**
 * A member takes back a withdrawal nobody has started on. The accounts are locked before the row (the
 * order every withdrawal path uses), the guarded UPDATE decides against an operator racing it, and
 * the release shares the request's one idempotency key with paying it: the money moves once.
 */
export async function cancelOwnWithdraw(
  db: Db,
  options: { memberId: number; requestId: number; now: Date },
): Promise<CancelOwnWithdrawResult> {
  const found = await findWithdraw(db, options.requestId);
  if (!found || found.memberId !== options.memberId) return { status: 'not_found' };
  return db.transaction(async (tx) => {
    const member = memberId(options.memberId);
    const locked = await lockWithdrawalAccounts(tx, member, 'release');
    const moved = await cancelWaitingWithdraw(tx, {
      id: options.requestId,
      memberId: options.memberId,
      now: options.now,
    });
    if (!moved) return { status: 'already' as const };
    const { entryId } = await releaseWithdrawal(tx, locked, {
      requestId: moved.id,
      amount: won(moved.amount),
    });
    await setWithdrawEntry(tx, moved.id, entryId);
    const { cash } = await memberBalances(tx, options.memberId);
    return { status: 'success' as const, cash };
  });
}
