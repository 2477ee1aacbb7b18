import { isLedgerError, memberId as toMemberId, transferToGameWallet, won, type Db } from '@haneul/db';
import { AppError } from '@haneul/server-kit';
import { uniqueViolation } from '@haneul/server-kit/database';
import { authRequired } from '../../lib/api-errors.ts';
import type { CallAnswer } from '../../lib/register-call.ts';
import { insertGameTransfer, lockTransferMember } from './game-transfers.queries.ts';
import { movedAnswer, sendPendingTransfer } from './finish-transfer.service.ts';
import { settleWithProvider } from './settle-game-wallet.service.ts';
import type { TransferClient } from './transfer-client.ts';
import { transferProviderOf } from './transfer-provider.ts';

export interface TransferInOptions {
  memberId: number;
  company: string;
  amount: number;
  now: Date;
}

/**
 * `transfer-in-game`: settles the member's game account with the provider first (so the answer's
 * game money is the provider's), then in one transaction records the pending transfer and moves the
 * cash to the game account (`transfer_in`, `game_transfer:<id>`), and only then asks the provider
 * to deposit it. A refusal brings the cash back; no answer leaves it pending for the retry loop, the
 * money neither at the provider for sure nor lost (`wait`).
 */
export async function transferInGame(
  db: Db,
  transfers: TransferClient,
  { memberId, company, amount, now }: TransferInOptions,
): Promise<CallAnswer<'transfer-in-game'>> {
  const provider = await transferProviderOf(db, company);
  if ('status' in provider) return provider;
  const settled = await settleWithProvider(db, transfers, { memberId, provider, now });
  if (!settled.answered) return { status: 'time' };
  let transfer;
  try {
    transfer = await db.transaction(async (tx) => {
      const member = await lockTransferMember(tx, memberId);
      if (!member) throw authRequired();
      if (member.state !== 'active' || (member.excludedUntil !== null && member.excludedUntil > now)) {
        throw new AppError('blocked');
      }
      if (member.hasPlayLimits) return 'limit' as const;
      const pending = await insertGameTransfer(tx, {
        memberId,
        providerCode: provider.code,
        direction: 'in',
        amount,
        state: 'pending',
        now,
      });
      await transferToGameWallet(tx, {
        memberId: toMemberId(memberId),
        providerCode: provider.code,
        transferId: pending.id,
        amount: won(amount),
      });
      return pending;
    });
  } catch (error) {
    if (isLedgerError(error, 'insufficient_funds')) return { status: 'balance' };
    if (uniqueViolation(error) === 'game_transfers_one_pending') return { status: 'wait' };
    throw error;
  }
  if (transfer === 'limit') return { status: 'limit', reason: 'play_limit' };
  const end = await sendPendingTransfer(db, transfers, { transfer, provider, now });
  if (end === 'pending') return { status: 'wait' };
  if (end === 'failed') return { status: 'time' };
  return movedAnswer(db, memberId, provider.code);
}
