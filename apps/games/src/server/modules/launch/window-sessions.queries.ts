import { and, eq, gt, lt } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.ts';
import { windowSessions } from '../../db/schema.ts';

export type WindowSession = typeof windowSessions.$inferSelect;

export async function insertWindowSession(db: GamesDb, session: WindowSession): Promise<void> {
  await db.insert(windowSessions).values(session);
}

/** The live window session under this token hash, or null. */
export async function findWindowSession(
  db: GamesDb,
  tokenHash: string,
  now: Date,
): Promise<WindowSession | null> {
  const [row] = await db
    .select()
    .from(windowSessions)
    .where(and(eq(windowSessions.tokenHash, tokenHash), gt(windowSessions.expiresAt, now)));
  return row ?? null;
}

/** Forgets sessions that ended; their wallet tokens are of no use to anyone any more. */
export async function deleteEndedWindowSessions(db: GamesDb, now: Date): Promise<void> {
  await db.delete(windowSessions).where(lt(windowSessions.expiresAt, now));
}
