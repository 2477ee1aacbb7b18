import { and, eq, sql } from 'drizzle-orm';
import { type Db, gameSessions, hashToken, ledgerAccounts, preparedFor, providers } from '@haneul/db';

/**
 * What a balance call needs about its token, in one round trip: the game session (expired ones
 * included, so that a caller can tell expired from unknown) and the member's cash. Money calls
 * resolve their session inside `provider_wallet_call` instead.
 */
export interface ProviderSession {
  memberId: number;
  providerCode: string;
  gameCode: string;
  expiresAt: Date;
  cash: number;
}

export async function findProviderSession(db: Db, token: string): Promise<ProviderSession | null> {
  const [row] = await preparedFor(db, 'provider_game_session', (handle) =>
    handle
      .select({
        memberId: gameSessions.memberId,
        providerCode: gameSessions.providerCode,
        gameCode: gameSessions.gameCode,
        expiresAt: gameSessions.expiresAt,
        cash: ledgerAccounts.balance,
      })
      .from(gameSessions)
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.memberId, gameSessions.memberId),
          eq(ledgerAccounts.kind, 'cash'),
          eq(ledgerAccounts.providerCode, ''),
        ),
      )
      .where(eq(gameSessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('provider_game_session'),
  ).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  return { ...row, cash: row.cash ?? 0 };
}

const knownProviders = new WeakMap<Db, Set<string>>();

/**
 * Whether the provider exists. Providers are never deleted (sessions and transactions refer to
 * them), so a code once found is remembered and the signature check costs no query after that.
 */
export async function isKnownProvider(db: Db, providerCode: string): Promise<boolean> {
  let known = knownProviders.get(db);
  if (!known) {
    known = new Set();
    knownProviders.set(db, known);
  }
  if (known.has(providerCode)) return true;
  const [row] = await db
    .select({ code: providers.code })
    .from(providers)
    .where(eq(providers.code, providerCode));
  if (row) known.add(providerCode);
  return row !== undefined;
}
