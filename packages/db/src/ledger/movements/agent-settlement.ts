import type { Db } from '../../client.ts';
import { memberAccountIds } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import type { EntryId, MemberId, Won } from '../units.ts';

/**
 * Earned commission paid out to the agent: their commission account → their cash, kind
 * `commission` (so the agent's money history shows it as commission). More than was earned is
 * refused as `insufficient_funds`: the commission account cannot go negative.
 */
export async function payOutCommission(
  db: Db,
  options: { agentId: MemberId; amount: Won; memo: string; createdAt: Date },
): Promise<{ entryId: EntryId }> {
  const { agentId, amount, memo, createdAt } = options;
  const { commission, cash } = await memberAccountIds(db, agentId, ['commission', 'cash']);
  const { entryId } = await postEntry(db, {
    kind: 'commission',
    memberId: agentId,
    memo,
    createdAt,
    postings: [
      { accountId: commission, amount: -amount },
      { accountId: cash, amount },
    ],
  });
  return { entryId };
}
