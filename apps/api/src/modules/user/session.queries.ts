import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, type Db } from '@haneul/db';

export interface NewSession {
  tokenHash: string;
  memberId: number;
  createdAt: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the member out everywhere except the session that asked (after a password change). */
export async function revokeOtherSessions(
  db: Db,
  memberId: number,
  keepSessionId: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
