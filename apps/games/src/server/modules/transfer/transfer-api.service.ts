import type {
  TTransferAction,
  TTransferAnswer,
  TTransferBalanceBody,
  TTransferMoveBody,
} from '@haneul/contract';
import type { GamesDb } from '../../db/client.ts';
import { readTransferBalance } from './transfer-wallet.queries.ts';
import { moveTransferWallet } from './transfer-wallet.service.ts';

/**
 * One transfer call: a deposit or withdrawal moves the player's wallet once per `transferId`
 * (kept as `transfer:<id>`, apart from the rounds' ids); `balance` reads it.
 */
export async function answerTransfer(
  db: GamesDb,
  action: TTransferAction,
  body: TTransferMoveBody | TTransferBalanceBody,
): Promise<TTransferAnswer> {
  if (action === 'balance' || !('transferId' in body)) {
    return { status: 'OK', balance: await readTransferBalance(db, body.playerId) };
  }
  const { status, balance } = await moveTransferWallet(db, {
    id: `transfer:${body.transferId}`,
    playerId: body.playerId,
    kind: action,
    amount: body.amount,
  });
  // A transfer id is never a bet, so a rollback cannot have barred it.
  return { status: status === 'TRANSACTION_ROLLED_BACK' ? 'INVALID_REQUEST' : status, balance };
}
