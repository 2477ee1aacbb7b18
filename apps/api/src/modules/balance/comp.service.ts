import { convertCompToCash, isLedgerError, memberId, siteSettings, won, type Db } from '@haneul/db';
import type { MemberStanding } from './balance-rules.ts';

export type ConvertCompResult = { status: 'success'; cash: number; comp: number } | { status: 'low_point' };

/**
 * Converts comp to cash, from the operator's minimum up to the comp held. Converting is not play,
 * so a self-excluded member may do it (and then withdraw). A suspended member has no session.
 */
export async function convertComp(
  db: Db,
  options: { member: MemberStanding; amount: number },
): Promise<ConvertCompResult> {
  const { member, amount } = options;
  const { compMin } = await siteSettings(db);
  if (amount < compMin) return { status: 'low_point' };
  try {
    // Given the plain handle, the conversion is its own atomic statement.
    const { cash, comp } = await convertCompToCash(db, {
      memberId: memberId(member.memberId),
      amount: won(amount),
    });
    return { status: 'success', cash, comp };
  } catch (error) {
    if (isLedgerError(error, 'insufficient_funds')) return { status: 'low_point' };
    throw error;
  }
}
