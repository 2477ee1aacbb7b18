import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, sessions, staff, staffSessions, type Db } from '@haneul/db';

/** What a member's stream keeps of their sign-in: when it began and their reality-check interval. */
export interface StreamSession {
  since: Date;
  realityCheckMinutes: number | null;
}

/** The sign-in, if it is still live (not revoked or expired, the member still active). */
export async function liveMemberSession(db: Db, sessionId: number, now: Date): Promise<StreamSession | null> {
  const [row] = await db
    .select({ since: sessions.createdAt, realityCheckMinutes: members.realityCheckMinutes })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(members.state, 'active'),
      ),
    );
  return row ?? null;
}

/** Whether a staff sign-in is still live. */
export async function liveStaffSession(db: Db, sessionId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staff.state, 'active'),
      ),
    );
  return row !== undefined;
}
