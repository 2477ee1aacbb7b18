import { houseAccountId, postEntry, type Db } from '@haneul/db';
import type { TProviderAnswer, TProviderWinBody } from '@haneul/contract';
import { providerEntryKey } from './bet.service.ts';
import { requestHash, runMoneyCall } from './money-call.ts';
import { accountBalance } from './provider-transactions.queries.ts';
import { settleRound } from './round-settlement.service.ts';

/**
 * A win: the provider's game account pays the member's cash. Accepted with an expired session (a
 * round must settle after the window closed) and whatever the member's standing: the money was won.
 * A zero win posts nothing but still ends the round. The round's last call (`roundEnded`) settles
 * its comp and agent commission in the same transaction.
 */
export async function creditWin(
  db: Db,
  { providerCode, body, now }: { providerCode: string; body: TProviderWinBody; now: Date },
): Promise<TProviderAnswer> {
  const { transactionId, roundId, gameCode, amount, roundEnded } = body;
  const houseGame = await houseAccountId(db, 'house_game', providerCode);
  return runMoneyCall(db, {
    providerCode,
    token: body.token,
    now,
    liveSessionOnly: false,
    request: {
      kind: 'win',
      transactionId,
      roundId,
      gameCode,
      amount,
      referenceTransactionId: null,
      requestHash: requestHash(['win', transactionId, roundId, gameCode, amount, roundEnded]),
    },
    decide: async (tx, session) => {
      if (gameCode !== session.gameCode) {
        return { status: 'INVALID_REQUEST', balance: await accountBalance(tx, session.cashAccountId) };
      }
      let entryId: number | null = null;
      let balance: number;
      if (amount > 0) {
        const posted = await postEntry(tx, {
          kind: 'win',
          memberId: session.memberId,
          idempotencyKey: providerEntryKey(providerCode, transactionId),
          memo: `${providerCode} ${gameCode} ${roundId}`,
          createdAt: now,
          postings: [
            { accountId: houseGame, amount: -amount },
            { accountId: session.cashAccountId, amount },
          ],
        });
        entryId = posted.entryId;
        balance = posted.balances.get(session.cashAccountId) ?? 0;
      } else {
        balance = await accountBalance(tx, session.cashAccountId);
      }
      if (roundEnded) await settleRound(tx, { providerCode, roundId, session, now });
      return { status: 'OK', balance, entryId };
    },
  });
}
