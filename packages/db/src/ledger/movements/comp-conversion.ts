import type { Db } from '../../client.ts';
import { memberAccountIds } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import { won, type MemberId, type Won } from '../units.ts';

/**
 * Comp converted to cash. Given a plain handle the entry is its own atomic statement; the ledger
 * checks the comp held under the account lock, so racing conversions cannot overdraw.
 */
export async function convertCompToCash(
  db: Db,
  { memberId, amount }: { memberId: MemberId; amount: Won },
): Promise<{ cash: Won; comp: Won }> {
  const { comp, cash } = await memberAccountIds(db, memberId, ['comp', 'cash']);
  const { balances } = await postEntry(db, {
    kind: 'comp_convert',
    memberId,
    postings: [
      { accountId: comp, amount: -amount },
      { accountId: cash, amount },
    ],
  });
  return { cash: balances.get(cash) ?? won(0), comp: balances.get(comp) ?? won(0) };
}
