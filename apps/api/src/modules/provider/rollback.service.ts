import { houseAccountId, postEntry, type Db } from '@haneul/db';
import type { TProviderAnswer, TProviderRollbackBody } from '@haneul/contract';
import { providerEntryKey } from './bet.service.ts';
import { requestHash, runMoneyCall } from './money-call.ts';
import {
  accountBalance,
  claimProviderTransaction,
  lockProviderTransaction,
  markBetRolledBack,
} from './provider-transactions.queries.ts';

/**
 * A rollback refunds the referenced bet if it landed and was not refunded yet; anything else about
 * that bet moves nothing and answers OK. Accepted with an expired session. A bet not seen yet gets a
 * marker row under its id (claimed exactly as the bet would claim it, so the two cannot race), and
 * the bet is refused with TRANSACTION_ROLLED_BACK when it arrives.
 */
export async function rollbackBet(
  db: Db,
  { providerCode, body, now }: { providerCode: string; body: TProviderRollbackBody; now: Date },
): Promise<TProviderAnswer> {
  const { transactionId, referenceTransactionId, roundId } = body;
  const houseGame = await houseAccountId(db, 'house_game', providerCode);
  return runMoneyCall(db, {
    providerCode,
    token: body.token,
    now,
    liveSessionOnly: false,
    request: {
      kind: 'rollback',
      transactionId,
      roundId,
      gameCode: '',
      amount: 0,
      referenceTransactionId,
      requestHash: requestHash(['rollback', transactionId, referenceTransactionId, roundId]),
    },
    decide: async (tx, session) => {
      const current = async () => accountBalance(tx, session.cashAccountId);
      const marker = await claimProviderTransaction(tx, {
        providerCode,
        transactionId: referenceTransactionId,
        kind: 'bet',
        memberId: session.memberId,
        roundId,
        requestHash: null,
        status: 'TRANSACTION_ROLLED_BACK',
        rolledBackAt: now,
        createdAt: now,
      });
      if (marker !== null) return { status: 'OK', balance: await current() };

      const bet = await lockProviderTransaction(tx, providerCode, referenceTransactionId);
      // Only the member's own bets: a rollback naming a win, another rollback or another member's
      // bet is a provider bug, answered as such rather than guessed at.
      if (!bet || bet.kind !== 'bet' || bet.memberId !== session.memberId) {
        return { status: 'INVALID_REQUEST', balance: await current() };
      }
      if (bet.entryId === null || bet.rolledBackAt !== null)
        return { status: 'OK', balance: await current() };

      const { entryId, balances } = await postEntry(tx, {
        kind: 'rollback',
        memberId: session.memberId,
        idempotencyKey: providerEntryKey(providerCode, transactionId),
        memo: `${providerCode} ${bet.gameCode} ${bet.roundId}`,
        createdAt: now,
        postings: [
          { accountId: houseGame, amount: -bet.amount },
          { accountId: session.cashAccountId, amount: bet.amount },
        ],
      });
      await markBetRolledBack(tx, bet.id, now);
      return {
        status: 'OK',
        balance: balances.get(session.cashAccountId) ?? 0,
        entryId,
        amount: bet.amount,
      };
    },
  });
}
