import {
  holdWithdrawal,
  isLedgerError,
  lockWithdrawalAccounts,
  memberId,
  siteSettings,
  verifySecret,
  won,
  type Db,
} from '@haneul/db';
import { checkGuardedSecret, memberSecretRule } from '../../lib/guarded-secret.ts';
import { assertAmountWithin, type MemberStanding } from './balance-rules.ts';
import { lockRefusal } from './money-locks.service.ts';
import { findWithdrawProfile, hasPendingWithdraw, insertWithdrawRequest } from './requests.queries.ts';

export type ApplyWithdrawResult =
  | { status: 'success'; id: number; cash: number }
  | { status: 'wait' }
  | { status: 'pass' }
  | { status: 'time'; retryAfter: number }
  | { status: 'balance' }
  | { status: 'locked'; reason: string };

/** Thrown inside the transaction to undo the hold when the request row cannot be written. */
class PendingWithdrawExists extends Error {}

/**
 * A member asks to withdraw: the amount leaves their cash for their hold account at once, and the
 * request records that entry and the bank account as it is now. Hold and request are one
 * transaction: either both exist or neither does. An operator's withdrawal lock answers `locked`
 * first, so a locked member's exchange password is never tried (nor counted).
 */
export async function applyWithdraw(
  db: Db,
  options: { member: MemberStanding; amount: number; exchangePassword: string; now: Date },
): Promise<ApplyWithdrawResult> {
  const { member, amount, exchangePassword, now } = options;
  const locked = await lockRefusal(db, member.memberId, 'withdraw');
  if (locked) return locked;
  const { withdrawMin, withdrawMax } = await siteSettings(db);
  assertAmountWithin(amount, withdrawMin, withdrawMax);
  const profile = await findWithdrawProfile(db, member.memberId);
  if (!profile) return { status: 'pass' };
  // Argon2 takes tens of milliseconds: verify before the transaction, never while holding locks.
  const check = await checkGuardedSecret(db, {
    rule: memberSecretRule('exchange', member.memberId),
    now,
    verify: () => verifySecret(profile.exchangePasswordHash, exchangePassword),
  });
  if (check.status === 'time') return check;
  if (check.status === 'wrong') return { status: 'pass' };
  // A cheap early answer; the authoritative check is repeated under the account locks below.
  if (await hasPendingWithdraw(db, member.memberId)) return { status: 'wait' };
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockWithdrawalAccounts(tx, memberId(member.memberId), 'hold');
      if (await hasPendingWithdraw(tx, member.memberId)) throw new PendingWithdrawExists();
      const { entryId, cash } = await holdWithdrawal(tx, locked, won(amount));
      const { bankName, bankOwner, bankNumber } = profile;
      const id = await insertWithdrawRequest(tx, {
        memberId: member.memberId,
        amount,
        holdEntryId: entryId,
        bankName,
        bankOwner,
        bankNumber,
        now,
      });
      // The locks above make this unreachable between our own calls; the index still has the last word.
      if (id === null) throw new PendingWithdrawExists();
      return { status: 'success' as const, id, cash };
    });
  } catch (error) {
    if (error instanceof PendingWithdrawExists) return { status: 'wait' };
    if (isLedgerError(error, 'insufficient_funds')) return { status: 'balance' };
    throw error;
  }
}
