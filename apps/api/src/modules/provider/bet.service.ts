import { houseAccountId, isLedgerError, postEntry, type Db } from '@haneul/db';
import type { TProviderAnswer, TProviderBetBody } from '@haneul/contract';
import { requestHash, runMoneyCall } from './money-call.ts';
import { accountBalance } from './provider-transactions.queries.ts';

/** The ledger key of a provider transaction's own entry: the second guard behind the unique row. */
export const providerEntryKey = (providerCode: string, transactionId: string) =>
  `provider:${providerCode}:${transactionId}`;

/**
 * A bet: the stake moves from the member's cash to the provider's game account. Needs a live
 * session, a game and provider that are switched on, and a member who may play; a bet the member
 * cannot cover moves nothing and answers their balance. Every outcome is recorded under the id.
 */
export async function placeBet(
  db: Db,
  { providerCode, body, now }: { providerCode: string; body: TProviderBetBody; now: Date },
): Promise<TProviderAnswer> {
  const { transactionId, roundId, gameCode, amount } = body;
  const houseGame = await houseAccountId(db, 'house_game', providerCode);
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
    decide: async (tx, session) => {
      const refuse = async (status: 'INVALID_REQUEST' | 'GAME_DISABLED' | 'PLAYER_BLOCKED') => ({
        status,
        balance: await accountBalance(tx, session.cashAccountId),
        amount,
      });
      if (gameCode !== session.gameCode) return refuse('INVALID_REQUEST');
      if (!session.gameUsed || session.providerMaintenance) return refuse('GAME_DISABLED');
      const excluded = session.excludedUntil !== null && session.excludedUntil > now;
      if (session.state !== 'active' || excluded) return refuse('PLAYER_BLOCKED');
      try {
        const { entryId, balances } = await postEntry(tx, {
          kind: 'bet',
          memberId: session.memberId,
          idempotencyKey: providerEntryKey(providerCode, transactionId),
          memo: `${providerCode} ${gameCode} ${roundId}`,
          createdAt: now,
          postings: [
            { accountId: session.cashAccountId, amount: -amount },
            { accountId: houseGame, amount },
          ],
        });
        return { status: 'OK', balance: balances.get(session.cashAccountId) ?? 0, entryId, amount };
      } catch (error) {
        if (!isLedgerError(error, 'insufficient_funds')) throw error;
        return { status: 'INSUFFICIENT_FUNDS', balance: error.details.balance ?? 0, amount };
      }
    },
  });
}
