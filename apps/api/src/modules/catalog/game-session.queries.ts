import { and, desc, eq, gt } from 'drizzle-orm';
import { gameSessions, members, type Db } from '@haneul/db';
import { hashToken } from '../../lib/tokens.ts';

/** A live game session: whose money the provider may move, in which game. */
export interface GameSession {
  gameSessionId: number;
  memberId: number;
  providerCode: string;
  gameCode: string;
}

/**
 * The game session a provider's token stands for, or null when the token is unknown or expired.
 * Looked up by the token's hash: the raw token is never stored.
 */
export async function findGameSession(db: Db, token: string, now: Date): Promise<GameSession | null> {
  const [row] = await db
    .select({
      gameSessionId: gameSessions.id,
      memberId: gameSessions.memberId,
      providerCode: gameSessions.providerCode,
      gameCode: gameSessions.gameCode,
    })
    .from(gameSessions)
    .where(and(eq(gameSessions.tokenHash, hashToken(token)), gt(gameSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the member's row for the rest of the transaction and reads the state launches depend on.
 * `for no key update` serialises launches of one member without blocking other tables' foreign-key
 * checks against the row (those take `for key share`, which this lock does not conflict with).
 */
export async function lockMemberForLaunch(
  tx: Db,
  memberId: number,
): Promise<{ state: 'active' | 'suspended'; excludedUntil: Date | null } | null> {
  const [row] = await tx
    .select({ state: members.state, excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return row ?? null;
}

/** When the member last opened a game, or null when never. */
export async function lastGameSessionAt(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: gameSessions.createdAt })
    .from(gameSessions)
    .where(eq(gameSessions.memberId, memberId))
    .orderBy(desc(gameSessions.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertGameSession(
  db: Db,
  session: {
    tokenHash: string;
    memberId: number;
    providerCode: string;
    gameCode: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(gameSessions).values(session);
}
