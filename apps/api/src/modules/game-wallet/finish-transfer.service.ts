import {
  memberBalances,
  memberId as toMemberId,
  reverseGameTransfer,
  transferFromGameWallet,
  won,
  type Db,
} from '@haneul/db';
import {
  finishGameTransfer,
  readGameAccount,
  recordTransferAttempt,
  type GameTransfer,
} from './game-transfers.queries.ts';
import { playerIdOf } from './settle-game-wallet.service.ts';
import { TransferUnavailableError, type TransferClient, type TransferProvider } from './transfer-client.ts';

/** Where a pending transfer ended: `pending` when the provider gave no answer this time. */
export type TTransferEnd = 'done' | 'failed' | 'pending';

/**
 * Sends a pending transfer to the provider with its own id (a retry is the same transfer to the
 * provider, which answers a replay with its first answer) and writes what the answer calls for,
 * in one transaction with the guarded end of the row, so a request and the retry loop finishing
 * the same transfer move its money once:
 * - OK: `done`; a withdrawal's money comes back to cash (`transfer_out`), a deposit's already left.
 * - a refusal: `failed`; a deposit's `transfer_in` is reversed (game → cash), a withdrawal moved nothing.
 * - no answer: the attempt is counted and the transfer stays pending for the retry loop.
 */
export async function sendPendingTransfer(
  db: Db,
  transfers: TransferClient,
  { transfer, provider, now }: { transfer: GameTransfer; provider: TransferProvider; now: Date },
): Promise<TTransferEnd> {
  const body = {
    transferId: String(transfer.id),
    playerId: playerIdOf(transfer.memberId),
    amount: transfer.amount,
  };
  await recordTransferAttempt(db, transfer.id, now);
  let ok: boolean;
  try {
    const answer =
      transfer.direction === 'in'
        ? await transfers.deposit(provider, body)
        : await transfers.withdraw(provider, body);
    ok = answer.status === 'OK';
  } catch (error) {
    if (error instanceof TransferUnavailableError) return 'pending';
    throw error;
  }
  const move = {
    memberId: toMemberId(transfer.memberId),
    providerCode: transfer.providerCode,
    transferId: transfer.id,
    amount: won(transfer.amount),
  };
  return db.transaction(async (tx) => {
    const state = ok ? 'done' : 'failed';
    if (!(await finishGameTransfer(tx, { id: transfer.id, state, now }))) return state;
    if (ok && transfer.direction === 'out') await transferFromGameWallet(tx, move);
    if (!ok && transfer.direction === 'in') await reverseGameTransfer(tx, move);
    return state;
  });
}

/** A finished transfer's answer: the member's cash and their game money at the provider now. */
export async function movedAnswer(
  db: Db,
  memberId: number,
  providerCode: string,
): Promise<{ status: 'success'; balance: number; gameMoney: number }> {
  const { cash } = await memberBalances(db, memberId);
  return { status: 'success', balance: cash, gameMoney: await readGameAccount(db, memberId, providerCode) };
}
