import type { Db } from '@haneul/db';
import type { TProviderAnswer, TProviderBetBody } from '@haneul/contract';
import { type MoneyCallInput, requestHash, runMoneyCall } from './money-call.ts';

/**
 * A bet: the stake moves from the member's cash to the provider's game account. Needs a live
 * session, a game and provider that are switched on, and a member who may play (the rules are
 * `provider_wallet_call`'s); a bet the member cannot cover moves nothing and answers their
 * balance. Every outcome is recorded under the id.
 */
export function placeBet(
  db: Db,
  { providerCode, body, now, onMoved, walletCall }: MoneyCallInput<TProviderBetBody>,
): Promise<TProviderAnswer> {
  const { transactionId, roundId, gameCode, amount } = body;
  return runMoneyCall(db, {
    providerCode,
    token: body.token,
    now,
    onMoved,
    walletCall,
    request: {
      kind: 'bet',
      transactionId,
      roundId,
      gameCode,
      amount,
      referenceTransactionId: null,
      requestHash: requestHash(['bet', transactionId, roundId, gameCode, amount]),
    },
  });
}
