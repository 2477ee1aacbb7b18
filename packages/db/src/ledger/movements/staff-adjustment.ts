import type { Db } from '../../client.ts';
import { houseAccountId, memberAccountId } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import { won, type EntryId, type MemberId, type Won } from '../units.ts';

/**
 * A manual correction: the member's cash (or comp) moves by `amount` (negative takes money away)
 * against the house's adjustment account, the reason as the memo. Keyed `adjustment:<request>`, so
 * a replayed staff request lands once (`duplicate`).
 */
export async function adjustMemberBalance(
  db: Db,
  options: {
    memberId: MemberId;
    account: 'cash' | 'comp';
    amount: Won;
    requestId: string;
    reason: string;
    createdAt?: Date;
  },
): Promise<{ entryId: EntryId; balance: Won }> {
  const { memberId, account, amount, requestId, reason, createdAt } = options;
  const memberAccount = await memberAccountId(db, memberId, account);
  const house = await houseAccountId(db, 'house_adjustment');
  const { entryId, balances } = await postEntry(db, {
    kind: 'adjustment',
    memberId,
    idempotencyKey: `adjustment:${requestId}`,
    memo: reason,
    createdAt,
    postings: [
      { accountId: memberAccount, amount },
      { accountId: house, amount: -amount },
    ],
  });
  return { entryId, balance: balances.get(memberAccount) ?? won(0) };
}
