import type { GamesDb } from '../db/client.ts';
import { moveTransferWallet } from '../modules/transfer/transfer-wallet.service.ts';
import { readTransferBalance } from '../modules/transfer/transfer-wallet.queries.ts';
import { roundOwner } from './wallet-routing.queries.ts';
import type { WalletClient } from './wallet-client.ts';

/**
 * The wallet of the transfer-wallet provider's games, in the shape the rounds already speak: the
 * session calls (authenticate, balance) still go to the API under the transfer provider's code, so
 * the API decides who may play and for how long, but the money of a round moves in this server's
 * own transfer wallet (`transfer_moves`, keyed by the round's transaction ids exactly as the API's
 * wallet keys them, so the round states, their retries and recovery work unchanged).
 */
export function createTransferModeWallet({ db, api }: { db: GamesDb; api: WalletClient }): WalletClient {
  /** The round's player, from the round this server stored before any money moved. */
  const playerOfRound = async (roundId: string): Promise<string> => {
    const owner = await roundOwner(db, roundId);
    if (!owner) throw new Error(`transfer wallet: no round ${roundId}`);
    return owner.playerId;
  };
  return {
    authenticate: async (body) => {
      const answer = await api.authenticate(body);
      return answer.status === 'OK' && answer.playerId
        ? { ...answer, balance: await readTransferBalance(db, answer.playerId) }
        : answer;
    },
    balance: async (body) => {
      const answer = await api.balance(body);
      return answer.status === 'OK' && answer.playerId
        ? { ...answer, balance: await readTransferBalance(db, answer.playerId) }
        : answer;
    },
    bet: async (body) =>
      moveTransferWallet(db, {
        id: body.transactionId,
        playerId: await playerOfRound(body.roundId),
        kind: 'bet',
        amount: body.amount,
      }),
    win: async (body) =>
      moveTransferWallet(db, {
        id: body.transactionId,
        playerId: await playerOfRound(body.roundId),
        kind: 'win',
        amount: body.amount,
      }),
    rollback: async (body) =>
      moveTransferWallet(db, {
        id: body.transactionId,
        playerId: await playerOfRound(body.roundId),
        kind: 'rollback',
        amount: 0,
        reference: body.referenceTransactionId,
      }),
  };
}
