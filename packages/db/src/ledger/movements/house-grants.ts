import type { Db } from '../../client.ts';
import { houseAccountId, memberAccountId } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import type { MemberId, Won } from '../units.ts';

/**
 * Comp or commission the house gives outside a round's settlement (the demo's opening comp, a
 * member set up for a test): the same accounts and kind as a round's reward, without a key, so the
 * reconciliation has no round to hold it to.
 */
export async function grantReward(
  db: Db,
  options: {
    memberId: MemberId;
    account: 'comp' | 'commission';
    amount: Won;
    memo?: string;
    createdAt?: Date;
  },
): Promise<void> {
  const { memberId, account, amount, memo = '', createdAt } = options;
  const comp = account === 'comp';
  await postEntry(db, {
    kind: comp ? 'comp_accrual' : 'commission',
    memberId,
    memo,
    createdAt,
    postings: [
      { accountId: await houseAccountId(db, comp ? 'house_comp' : 'house_commission'), amount: -amount },
      { accountId: await memberAccountId(db, memberId, account), amount },
    ],
  });
}
