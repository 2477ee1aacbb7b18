import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { staff, staffSessions, type Db } from '@haneul/db';

export type StaffRow = typeof staff.$inferSelect;

/** Logins are unique regardless of case (the `staff_login_lower` index). */
export async function findStaffByLogin(db: Db, login: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.login}) = lower(${login})`);
  return row;
}

export async function insertStaffSession(
  db: Db,
  session: { tokenHash: string; staffId: number; createdAt: Date; expiresAt: Date; ip: string },
): Promise<number> {
  const [row] = await db.insert(staffSessions).values(session).returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned nothing');
  return row.id;
}

export async function revokeStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff account (disabled, TOTP reset). */
export async function revokeStaffSessionsOf(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/**
 * Claims a TOTP step for a sign-in: matches only while the step is newer than the last one used,
 * so two sign-ins racing with the same code cannot both pass. False when the step was taken.
 */
export async function claimTotpStep(
  db: Db,
  { staffId, step, now }: { staffId: number; step: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step, lastLoginAt: now })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** Hands out the enrolment secret once: only while neither issued nor confirmed. */
export async function issueTotp(
  db: Db,
  { staffId, secret, now }: { staffId: number; secret: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpSecret: secret, totpIssuedAt: now })
    .where(and(eq(staff.id, staffId), isNull(staff.totpIssuedAt), isNull(staff.totpConfirmedAt)))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** Confirms enrolment with the first accepted step; false when confirmed meanwhile. */
export async function confirmTotp(
  db: Db,
  { staffId, step, now }: { staffId: number; step: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpConfirmedAt: now, totpLastStep: step, lastLoginAt: now })
    .where(and(eq(staff.id, staffId), isNull(staff.totpConfirmedAt)))
    .returning({ id: staff.id });
  return rows.length > 0;
}
