import { isLedgerError, memberAccountIds, postEntry, siteSettings, type Db } from '@haneul/db';
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
  const { comp, cash } = await memberAccountIds(db, member.memberId, ['comp', 'cash']);
  try {
    // The entry stands alone, so it runs as its own atomic statement; postEntry checks the comp
    // held under the account lock, so racing conversions cannot overdraw.
    const { balances } = await postEntry(db, {
      kind: 'comp_convert',
      memberId: member.memberId,
      postings: [
        { accountId: comp, amount: -amount },
        { accountId: cash, amount },
      ],
    });
    return { status: 'success', cash: balances.get(cash) ?? 0, comp: balances.get(comp) ?? 0 };
  } catch (error) {
    if (isLedgerError(error, 'insufficient_funds')) return { status: 'low_point' };
    throw error;
  }
}
