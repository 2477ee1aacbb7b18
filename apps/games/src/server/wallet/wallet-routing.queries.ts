import { eq } from 'drizzle-orm';
import type { GamesDb } from '../db/client.ts';
import { rounds, windowSessions } from '../db/schema.ts';

/** The game a round plays and whose round it is, or undefined for a round this server never stored. */
export async function roundOwner(
  db: GamesDb,
  roundId: string,
): Promise<{ gameCode: string; playerId: string } | undefined> {
  const [row] = await db
    .select({ gameCode: rounds.gameCode, playerId: rounds.playerId })
    .from(rounds)
    .where(eq(rounds.id, roundId));
  return row;
}

/** The game and player a wallet session token was launched for, from the window session it backs. */
export async function windowOfWalletToken(
  db: GamesDb,
  walletToken: string,
): Promise<{ gameCode: string; playerId: string } | undefined> {
  const [row] = await db
    .select({ gameCode: windowSessions.gameCode, playerId: windowSessions.playerId })
    .from(windowSessions)
    .where(eq(windowSessions.walletToken, walletToken))
    .limit(1);
  return row;
}
