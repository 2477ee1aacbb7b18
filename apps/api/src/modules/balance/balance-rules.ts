import { AppError, invalidFields } from '@haneul/server-kit';
import type { SessionMember } from '../../plugins/session.ts';

/** The member as the session knows them: enough to decide whether they may move money. */
export type MemberStanding = Pick<SessionMember, 'memberId' | 'excludedUntil'>;

/** An amount outside the operator's limits is a field error, not a business outcome. */
export function assertAmountWithin(amount: number, min: number, max: number): void {
  if (amount < min) throw invalidFields({ field: 'amount', reason: 'below_minimum' });
  if (amount > max) throw invalidFields({ field: 'amount', reason: 'above_maximum' });
}

/**
 * Self-exclusion stops new money coming in (and play), never money going out: an excluded member
 * may still sign in and withdraw (docs/roles.md#member-standing).
 */
export function assertMayDeposit(member: MemberStanding, now: Date): void {
  if (member.excludedUntil && member.excludedUntil.getTime() > now.getTime()) throw new AppError('blocked');
}
