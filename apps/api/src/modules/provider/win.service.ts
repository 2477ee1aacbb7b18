import type { Db } from '@haneul/db';
import type { TProviderAnswer, TProviderWinBody } from '@haneul/contract';
import { type MoneyCallInput, requestHash, runMoneyCall } from './money-call.ts';
import { settleRound } from './round-settlement.service.ts';

/**
 * A win: the provider's game account pays the member's cash. Accepted with an expired session (a
 * round must settle after the window closed) and whatever the member's standing: the money was won.
 * A win for another game than the session's is INVALID_REQUEST.
 * A zero win posts nothing but still ends the round. The round's last call (`roundEnded`) settles
 * its comp and agent commission in the same transaction, on at most `rollingStake` of its stakes.
 */
export function creditWin(
  db: Db,
  { providerCode, body, now, onMoved, walletCall }: MoneyCallInput<TProviderWinBody>,
): Promise<TProviderAnswer> {
  const { transactionId, roundId, gameCode, amount, roundEnded, rollingStake } = body;
  // A win without rollingStake hashes as it always did, so its replays still match.
  const fields = ['win', transactionId, roundId, gameCode, amount, roundEnded];
  return runMoneyCall(db, {
    providerCode,
    token: body.token,
    now,
    onMoved,
    walletCall,
    request: {
      kind: 'win',
      transactionId,
      roundId,
      gameCode,
      amount,
      referenceTransactionId: null,
      requestHash: requestHash(rollingStake === undefined ? fields : [...fields, rollingStake]),
    },
    settle: roundEnded
      ? (tx, player) => settleRound(tx, { providerCode, roundId, player, rollingStake, now })
      : undefined,
  });
}
