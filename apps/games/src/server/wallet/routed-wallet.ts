import { isTransferGame } from '../../protocol/game-codes.ts';
import type { GamesDb } from '../db/client.ts';
import { roundOwner, windowOfWalletToken } from './wallet-routing.queries.ts';
import { WalletUnavailableError, type WalletClient } from './wallet-client.ts';

/**
 * The one wallet the rounds, launches and sessions talk to: a transfer game's calls go to the
 * transfer-mode wallet, every other game's to the API's seamless wallet. Bets and wins name their
 * game; a rollback's round and a session token's window say which game they belong to.
 *
 * A launch code names no game, so `authenticate` asks the seamless provider first and, when the code
 * is not one of its sessions, the transfer provider: the API spends a code only for the provider
 * whose session it opened, so the first refusal changes nothing.
 */
export function createRoutedWallet({
  db,
  seamless,
  transfer,
}: {
  db: GamesDb;
  seamless: WalletClient;
  transfer: WalletClient;
}): WalletClient {
  const forGame = (gameCode: string | undefined) =>
    gameCode !== undefined && isTransferGame(gameCode) ? transfer : seamless;
  return {
    authenticate: async (body) => {
      const answer = await seamless.authenticate(body);
      if (answer.status !== 'INVALID_TOKEN') return answer;
      try {
        return await transfer.authenticate(body);
      } catch (error) {
        // No verdict from the transfer provider (an install without it refuses its signature): the
        // code stays what the seamless provider said, unknown, and the window relaunches.
        if (error instanceof WalletUnavailableError) return answer;
        throw error;
      }
    },
    balance: async (body) => forGame((await windowOfWalletToken(db, body.token))?.gameCode).balance(body),
    bet: (body) => forGame(body.gameCode).bet(body),
    win: (body) => forGame(body.gameCode).win(body),
    rollback: async (body) => forGame((await roundOwner(db, body.roundId))?.gameCode).rollback(body),
  };
}
