import { type Db } from '@haneul/db';
import { uniqueViolation } from '@haneul/server-kit/database';
import type { CallAnswer } from '../../lib/register-call.ts';
import { insertGameTransfer, lockGameAccount } from './game-transfers.queries.ts';
import { movedAnswer, sendPendingTransfer } from './finish-transfer.service.ts';
import { settleWithProvider } from './settle-game-wallet.service.ts';
import type { TransferClient } from './transfer-client.ts';
import { transferProviderOf } from './transfer-provider.ts';

export interface WithdrawFromGameOptions {
  memberId: number;
  company: string;
  /** Omitted: all the game money there is after the settlement. */
  amount?: number;
  now: Date;
}

/**
 * `withdraw-from-game`: settles the game account with the provider (the member played there), then
 * records the pending withdrawal under the game account's lock (one pending transfer per member and
 * provider, so two withdrawals at once cannot both be paid), asks the provider to pay it out, and
 * on its OK moves the money game → cash (`transfer_out`). A refusal moves nothing; no answer leaves
 * it pending for the retry loop (`wait`). Always allowed, suspension and limits aside: money coming
 * back to the member's cash is never held up by them.
 */
export async function withdrawFromGame(
  db: Db,
  transfers: TransferClient,
  { memberId, company, amount, now }: WithdrawFromGameOptions,
): Promise<CallAnswer<'withdraw-from-game'>> {
  const provider = await transferProviderOf(db, company);
  if ('status' in provider) return provider;
  const settled = await settleWithProvider(db, transfers, { memberId, provider, now });
  if (!settled.answered) return { status: 'time' };
  let transfer;
  try {
    transfer = await db.transaction(async (tx) => {
      const gameMoney = await lockGameAccount(tx, memberId, provider.code);
      const wanted = amount ?? gameMoney;
      if (wanted <= 0 || wanted > gameMoney) return null;
      return insertGameTransfer(tx, {
        memberId,
        providerCode: provider.code,
        direction: 'out',
        amount: wanted,
        state: 'pending',
        now,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'game_transfers_one_pending') return { status: 'wait' };
    throw error;
  }
  if (!transfer) return { status: 'balance' };
  const end = await sendPendingTransfer(db, transfers, { transfer, provider, now });
  if (end === 'pending') return { status: 'wait' };
  // The provider refused: its balance moved since the settlement (a round in play); nothing moved.
  if (end === 'failed') return { status: 'balance' };
  return movedAnswer(db, memberId, provider.code);
}
