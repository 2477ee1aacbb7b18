import type { Db } from '../../client.ts';
import { memberAccountId } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import type { MemberId, Won } from '../units.ts';

/** Cash moved into the member's game wallet at a transfer-wallet provider (`transfer_in`). */
export async function transferToGameWallet(
  db: Db,
  { memberId, providerCode, amount }: { memberId: MemberId; providerCode: string; amount: Won },
): Promise<void> {
  const cash = await memberAccountId(db, memberId, 'cash');
  const game = await memberAccountId(db, memberId, 'game', providerCode);
  await postEntry(db, {
    kind: 'transfer_in',
    memberId,
    postings: [
      { accountId: cash, amount: -amount },
      { accountId: game, amount },
    ],
  });
}
