import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, hashToken, preparedFor, staff, staffSessions } from '@haneul/db';

/** The staff member a back-office request acts for, resolved from `staff_sessions` only. */
export interface StaffPrincipal {
  staffId: number;
  sessionId: number;
  login: string;
  role: 'operator' | 'admin';
  expiresAt: Date;
}

/**
 * A staff session that exists, is not revoked or expired, and belongs to an active staff account.
 * Member tokens live in another table, so they can never match here (and staff tokens never match
 * the member lookup). The role is read from the account on every request: a demotion acts at once.
 */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<StaffPrincipal | null> {
  const [row] = await preparedFor(db, 'find_staff_session', (handle) =>
    handle
      .select({
        staffId: staffSessions.staffId,
        sessionId: staffSessions.id,
        login: staff.login,
        role: staff.role,
        expiresAt: staffSessions.expiresAt,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, sql.placeholder('now')),
          eq(staff.state, 'active'),
        ),
      )
      .limit(1)
      .prepare('find_staff_session'),
  ).execute({ tokenHash: hashToken(token), now });
  return row ?? null;
}
