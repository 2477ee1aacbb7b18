import type { Clock } from '@haneul/server-kit';
import { invalidToken } from '../../lib/games-errors.ts';
import type { WalletClient } from '../../wallet/wallet-client.ts';
import type { WindowSession } from '../launch/window-sessions.queries.ts';
import { hashWindowToken } from '../launch/window-token.ts';

/** Who a window session stands for: the wallet's game session, as its balance call answered. */
export interface PlayerSession {
  /** The window session's token hash: its row in `window_sessions`. */
  windowKey: string;
  /** The wallet's game session token: server-side only, never sent to the window. */
  token: string;
  playerId: string;
  /** The game the session was opened for: the only game this session plays. */
  gameCode: string;
  balance: number;
}

export interface SessionAuth {
  /** The window session's player; `fresh` always asks the wallet (and refreshes the cache). */
  verify(windowToken: string, options?: { fresh?: boolean }): Promise<PlayerSession>;
}

/**
 * Resolves a window's session token to the wallet session it stands for (`window_sessions`), checks
 * that with the wallet's balance call and remembers the answer for `ttlMs`, so a window's every
 * request costs neither a query nor a wallet call. Safe to cache: a round's money calls go to the
 * wallet anyway and are refused there for a session that ended. Bounded: the oldest entry goes
 * first once `maxEntries` are kept.
 */
export function createSessionAuth({
  findWindow,
  wallet,
  clock,
  ttlMs = 60_000,
  maxEntries = 10_000,
}: {
  /** The live window session under a token hash (`findWindowSession` on the server's database). */
  findWindow: (tokenHash: string) => Promise<WindowSession | null>;
  wallet: WalletClient;
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
}): SessionAuth {
  const cache = new Map<string, { session: PlayerSession; until: number }>();
  return {
    async verify(windowToken, { fresh = false } = {}) {
      const key = hashWindowToken(windowToken);
      const cached = cache.get(key);
      if (!fresh && cached && cached.until > clock().getTime()) return cached.session;
      cache.delete(key);
      const window = await findWindow(key);
      if (!window) throw invalidToken();
      const answer = await wallet.balance({ token: window.walletToken });
      if (answer.status !== 'OK') throw invalidToken();
      const session = {
        windowKey: key,
        token: window.walletToken,
        playerId: window.playerId,
        gameCode: window.gameCode,
        balance: answer.balance,
      };
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, { session, until: clock().getTime() + ttlMs });
      return session;
    },
  };
}
