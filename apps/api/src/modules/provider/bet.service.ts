import type { Db } from '@haneul/db';
import type { TProviderAnswer, TProviderBetBody } from '@haneul/contract';
import { requestHash, runMoneyCall, type WalletSession } from './money-call.ts';

/**
 * A bet: the stake moves from the member's cash to the provider's game account. Needs a live
 * session, a game and provider that are switched on, and a member who may play; a bet the member
 * cannot cover moves nothing and answers their balance. Every outcome is recorded under the id.
 */
export function placeBet(
  db: Db,
  { providerCode, body, now }: { providerCode: string; body: TProviderBetBody; now: Date },
): Promise<TProviderAnswer> {
  const { transactionId, roundId, gameCode, amount } = body;
  const refusal = (session: WalletSession) => {
    if (gameCode !== session.gameCode) return 'INVALID_REQUEST';
    if (!session.gameUsed || session.providerMaintenance) return 'GAME_DISABLED';
    const excluded = session.excludedUntil !== null && session.excludedUntil > now;
    if (session.state !== 'active' || excluded) return 'PLAYER_BLOCKED';
    return null;
  };
  return runMoneyCall(db, {
    providerCode,
    token: body.token,
    now,
    liveSessionOnly: true,
    request: {
      kind: 'bet',
      transactionId,
      roundId,
      gameCode,
      amount,
      referenceTransactionId: null,
      requestHash: requestHash(['bet', transactionId, roundId, gameCode, amount]),
    },
    refusal,
  });
}
