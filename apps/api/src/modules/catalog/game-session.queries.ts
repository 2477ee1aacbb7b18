import { desc, eq } from 'drizzle-orm';
import { gameSessions, members, type Db } from '@haneul/db';

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
    launchCodeHash: string;
    launchExpiresAt: Date;
    memberId: number;
    providerCode: string;
    gameCode: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(gameSessions).values(session);
}
