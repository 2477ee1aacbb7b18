import { siteSettings, type Db } from '@haneul/db';
import { depositLimitBreach } from '../protection/limits.service.ts';
import { assertAmountWithin, assertMayDeposit, type MemberStanding } from './balance-rules.ts';
import { lockRefusal } from './money-locks.service.ts';
import { insertDepositRequest } from './requests.queries.ts';

export type ApplyDepositResult =
  | { status: 'success'; id: number }
  | { status: 'wait' }
  | { status: 'limit'; left: number; period: 'day' | 'week' | 'month' }
  | { status: 'locked'; reason: string };

/**
 * A member asks to deposit: only a waiting request is written; no money moves until an operator
 * completes it (`completeDeposit`). An operator's deposit lock answers `locked` with its reason
 * before anything else is looked at. Beyond one of the member's deposit limits it answers `limit`
 * with what is left. The one-pending rule is the partial unique index's, so two
 * applications racing each other still leave one request.
 */
export async function applyDeposit(
  db: Db,
  options: { member: MemberStanding; amount: number; depositorName: string; now: Date },
): Promise<ApplyDepositResult> {
  const { member, amount, depositorName, now } = options;
  const locked = await lockRefusal(db, member.memberId, 'deposit');
  if (locked) return locked;
  const { depositMin, depositMax } = await siteSettings(db);
  assertAmountWithin(amount, depositMin, depositMax);
  assertMayDeposit(member, now);
  // The member's own deposit limits, counting what they asked for in the period (cancelled ones aside).
  const breach = await depositLimitBreach(db, { memberId: member.memberId, amount, now });
  if (breach) return { status: 'limit', ...breach };
  const id = await insertDepositRequest(db, { memberId: member.memberId, amount, depositorName, now });
  return id === null ? { status: 'wait' } : { status: 'success', id };
}
