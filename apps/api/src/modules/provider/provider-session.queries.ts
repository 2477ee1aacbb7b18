import { and, eq, sql } from 'drizzle-orm';
import {
  casinoGames,
  gameSessions,
  ledgerAccounts,
  members,
  preparedFor,
  providers,
  slotGames,
  slotProviders,
  type Db,
} from '@haneul/db';
import { hashToken } from '../../lib/tokens.ts';

/**
 * Everything a wallet call needs about its token, in one round trip: the game session (expired
 * ones included: wins and rollbacks must settle after the window closed), the member's standing,
 * cash account and balance, and whether the session's game and provider are switched on.
 */
export interface ProviderSession {
  memberId: number;
  providerCode: string;
  gameCode: string;
  expiresAt: Date;
  state: 'active' | 'suspended';
  excludedUntil: Date | null;
  level: number;
  agentId: number | null;
  cashAccountId: number | null;
  cash: number;
  providerMaintenance: boolean;
  /** The game's catalogue entry: casino games first, as open-game resolves them; null when gone. */
  gameType: 'casino' | 'slot' | null;
  gameUsed: boolean;
}

export async function findProviderSession(db: Db, token: string): Promise<ProviderSession | null> {
  const [row] = await preparedFor(db, 'provider_game_session', (handle) =>
    handle
      .select({
        memberId: gameSessions.memberId,
        providerCode: gameSessions.providerCode,
        gameCode: gameSessions.gameCode,
        expiresAt: gameSessions.expiresAt,
        state: members.state,
        excludedUntil: members.excludedUntil,
        level: members.level,
        agentId: members.agentId,
        cashAccountId: ledgerAccounts.id,
        cash: ledgerAccounts.balance,
        providerMaintenance: providers.maintenance,
        casinoUsed: casinoGames.used,
        slotUsed: slotGames.used,
        slotProviderUsed: slotProviders.used,
      })
      .from(gameSessions)
      .innerJoin(members, eq(members.id, gameSessions.memberId))
      .innerJoin(providers, eq(providers.code, gameSessions.providerCode))
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.memberId, gameSessions.memberId),
          eq(ledgerAccounts.kind, 'cash'),
          eq(ledgerAccounts.providerCode, ''),
        ),
      )
      .leftJoin(
        casinoGames,
        and(
          eq(casinoGames.code, gameSessions.gameCode),
          eq(casinoGames.providerCode, gameSessions.providerCode),
        ),
      )
      .leftJoin(
        slotGames,
        and(eq(slotGames.code, gameSessions.gameCode), eq(slotGames.providerCode, gameSessions.providerCode)),
      )
      .leftJoin(slotProviders, eq(slotProviders.code, slotGames.slotProviderCode))
      .where(eq(gameSessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('provider_game_session'),
  ).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  const { casinoUsed, slotUsed, slotProviderUsed, cash, ...session } = row;
  const gameType = casinoUsed !== null ? 'casino' : slotUsed !== null ? 'slot' : null;
  const gameUsed = casinoUsed ?? (slotUsed === true && slotProviderUsed === true);
  return { ...session, cash: cash ?? 0, gameType, gameUsed };
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
