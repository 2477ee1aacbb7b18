import { GameError } from '../http/game-error.ts';
import type { WalletClient } from '../wallet/wallet-client.ts';

/** Who a game session token stands for, as the wallet's balance call answered. */
export interface PlayerSession {
  token: string;
  playerId: string;
  /** The game the session was opened for: the only game this token plays. */
  gameCode: string;
  balance: number;
}

export interface SessionAuth {
  /** The token's session; `fresh` always asks the wallet (and refreshes the cache). */
  verify(token: string, options?: { fresh?: boolean }): Promise<PlayerSession>;
}

/**
 * Checks game session tokens with the wallet's balance call and remembers the answer for `ttlMs`,
 * so a window's every request does not cost a wallet call. Safe to cache: a round's money calls go
 * to the wallet anyway and are refused there for a session that ended. Bounded: the oldest entry
 * goes first once `maxEntries` are kept.
 */
export function createSessionAuth({
  wallet,
  ttlMs = 60_000,
  maxEntries = 10_000,
}: {
  wallet: WalletClient;
  ttlMs?: number;
  maxEntries?: number;
}): SessionAuth {
  const cache = new Map<string, { session: PlayerSession; until: number }>();
  return {
    async verify(token, { fresh = false } = {}) {
      const cached = cache.get(token);
      if (!fresh && cached && cached.until > Date.now()) return cached.session;
      cache.delete(token);
      const answer = await wallet.balance({ token });
      if (answer.status !== 'OK') throw new GameError('invalid_token');
      if (!answer.playerId || !answer.gameCode) {
        throw new Error('the wallet balance answer names no playerId or gameCode (API too old?)');
      }
      const session = {
        token,
        playerId: answer.playerId,
        gameCode: answer.gameCode,
        balance: answer.balance,
      };
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
      cache.set(token, { session, until: Date.now() + ttlMs });
      return session;
    },
  };
}
