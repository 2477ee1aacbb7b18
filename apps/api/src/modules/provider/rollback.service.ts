import type { Db } from '@haneul/db';
import type { TProviderAnswer, TProviderRollbackBody } from '@haneul/contract';
import { type MoneyCallInput, requestHash, runMoneyCall } from './money-call.ts';

/**
 * A rollback refunds the referenced bet if it landed and was not refunded yet; anything else about
 * that bet moves nothing and answers OK. Accepted with an expired session. A bet not seen yet gets a
 * marker row under its id (claimed exactly as the bet would claim it, so the two cannot race), and
 * the bet is refused with TRANSACTION_ROLLED_BACK when it arrives. A rollback naming a win, another
 * rollback or another member's bet is INVALID_REQUEST. All of it is `provider_rollback`'s work,
 * reached through `provider_wallet_call`.
 */
export function rollbackBet(
  db: Db,
  { providerCode, body, now, onMoved, walletCall }: MoneyCallInput<TProviderRollbackBody>,
): Promise<TProviderAnswer> {
  const { transactionId, referenceTransactionId, roundId } = body;
  return runMoneyCall(db, {
    providerCode,
    token: body.token,
    now,
    onMoved,
    walletCall,
    request: {
      kind: 'rollback',
      transactionId,
      roundId,
      gameCode: '',
      amount: 0,
      referenceTransactionId,
      requestHash: requestHash(['rollback', transactionId, referenceTransactionId, roundId]),
    },
  });
}
