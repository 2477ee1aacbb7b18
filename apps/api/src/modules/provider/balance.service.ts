import type { Db } from '@haneul/db';
import type { TProviderAnswer, TProviderBalanceAnswer } from '@haneul/contract';
import { findProviderSession } from './provider-session.queries.ts';

/**
 * The member's cash for a live session of this provider, with who the member is (the member id as
 * an opaque string) and the game the session was opened for; one prepared query, no transaction.
 */
export async function readWalletBalance(
  db: Db,
  { providerCode, token, now }: { providerCode: string; token: string; now: Date },
): Promise<TProviderBalanceAnswer> {
  const session = await findProviderSession(db, token);
  if (!session || session.providerCode !== providerCode || session.expiresAt <= now) {
    return { status: 'INVALID_TOKEN', balance: 0 };
  }
  return {
    status: 'OK',
    balance: session.cash,
    playerId: String(session.memberId),
    gameCode: session.gameCode,
  };
}

/**
 * A body the contract refuses: INVALID_REQUEST, with the member's cash when its token still names
 * a session of this provider (so a game window can keep showing the right balance), else 0.
 */
export async function answerInvalidRequest(
  db: Db,
  { providerCode, body }: { providerCode: string; body: unknown },
): Promise<TProviderAnswer> {
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
    return { status: 'INVALID_REQUEST', balance: 0 };
  }
  const session = await findProviderSession(db, token.trim());
  const balance = session?.providerCode === providerCode ? session.cash : 0;
  return { status: 'INVALID_REQUEST', balance };
}
