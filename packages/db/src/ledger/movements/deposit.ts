import type { Db } from '../../client.ts';
import { houseAccountId, memberAccountId } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import type { EntryId, MemberId, Won } from '../units.ts';

/**
 * A deposit request credited: its amount leaves the house cash desk for the member's cash. Keyed
 * `deposit:<request>`, so a request is credited once whoever completes it, however often.
 */
export async function creditDeposit(
  db: Db,
  options: { memberId: MemberId; requestId: number; amount: Won; memo?: string; createdAt?: Date },
): Promise<{ entryId: EntryId }> {
  const { memberId, requestId, amount, memo = '', createdAt } = options;
  const desk = await houseAccountId(db, 'house_cash_desk');
  const cash = await memberAccountId(db, memberId, 'cash');
  const { entryId } = await postEntry(db, {
    kind: 'deposit',
    memberId,
    idempotencyKey: `deposit:${requestId}`,
    memo,
    createdAt,
    postings: [
      { accountId: desk, amount: -amount },
      { accountId: cash, amount },
    ],
  });
  return { entryId };
}
