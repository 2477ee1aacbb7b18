import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.ts';
import { rounds, windowSessions } from '../../db/schema.ts';

/** What a window session holds for player protection. */
export type WindowProtectionRow = Pick<
  typeof windowSessions.$inferSelect,
  'playerId' | 'gameCode' | 'createdAt' | 'protection' | 'realityCheckSeen'
>;

/**
 * Read at every new round rather than from the session cache: an acknowledged reality check must
 * count at once, and a check falling due must not wait for the cache to expire.
 */
export async function readWindowProtection(
  db: GamesDb,
  windowKey: string,
): Promise<WindowProtectionRow | null> {
  const [row] = await db
    .select({
      playerId: windowSessions.playerId,
      gameCode: windowSessions.gameCode,
      createdAt: windowSessions.createdAt,
      protection: windowSessions.protection,
      realityCheckSeen: windowSessions.realityCheckSeen,
    })
    .from(windowSessions)
    .where(eq(windowSessions.tokenHash, windowKey));
  return row ?? null;
}

/** Records an acknowledged check; never moves backwards (a stale acknowledgement changes nothing). */
export async function markRealityCheckSeen(db: GamesDb, windowKey: string, due: Date): Promise<void> {
  await db
    .update(windowSessions)
    .set({
      realityCheckSeen: sql`greatest(${windowSessions.realityCheckSeen}, ${due.toISOString()}::timestamptz)`,
    })
    .where(eq(windowSessions.tokenHash, windowKey));
}

/**
 * The stakes taken and the wins paid in the player's rounds of the game since `since` (the window
 * session's start): rounds whose bet landed (`debited`, `settled`); a debited round's win is not
 * paid yet.
 */
export async function roundTotalsSince(
  db: GamesDb,
  { playerId, gameCode, since }: { playerId: string; gameCode: string; since: Date },
): Promise<{ staked: number; won: number }> {
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(${rounds.stake}), 0)`,
      won: sql<string>`coalesce(sum(${rounds.payout}) filter (where ${rounds.state} = 'settled'), 0)`,
    })
    .from(rounds)
    .where(
      and(
        eq(rounds.playerId, playerId),
        eq(rounds.gameCode, gameCode),
        gte(rounds.createdAt, since),
        inArray(rounds.state, ['debited', 'settled']),
      ),
    );
  return { staked: Number(row?.staked ?? 0), won: Number(row?.won ?? 0) };
}

/** When the player's latest round of the game began (any state: a refused spin began too), or null. */
export async function latestRoundStart(
  db: GamesDb,
  { playerId, gameCode }: { playerId: string; gameCode: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: rounds.createdAt })
    .from(rounds)
    .where(and(eq(rounds.playerId, playerId), eq(rounds.gameCode, gameCode)))
    .orderBy(desc(rounds.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
