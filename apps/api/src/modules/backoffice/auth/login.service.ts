import type { Db } from '@haneul/db';
import { conflict } from '../../../lib/api-errors.ts';
import type { StaffPrincipal } from '../../../plugins/staff-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertActive, guardedStaffStep, openStaffSession, type Attempt } from './credentials.ts';
import { claimTotpStep, revokeStaffSession } from './staff-auth.queries.ts';
import { totpStep } from './totp.ts';

/**
 * Password, then the TOTP code. A wrong code counts as a failed attempt like a wrong password and
 * answers the same `pass`. An account that has not enrolled an authenticator answers 409 `enrol`.
 * The code's time step is claimed in the session's transaction, so it cannot be used twice.
 */
export function loginStaff(db: Db, attempt: Attempt & { otp: string }) {
  return guardedStaffStep(db, attempt, async (account) => {
    if (!account.totpSecret || !account.totpConfirmedAt) throw conflict('enrol');
    const step = await totpStep({
      secret: account.totpSecret,
      code: attempt.otp,
      now: attempt.now,
      lastStep: account.totpLastStep,
    });
    if (step === null) return null;
    assertActive(account);
    return db.transaction(async (tx) => {
      if (!(await claimTotpStep(tx, { staffId: account.id, step, now: attempt.now }))) return null;
      return openStaffSession(tx, account, attempt, 'auth.login');
    });
  });
}

export async function logoutStaff(
  db: Db,
  { staff, ip, now }: { staff: StaffPrincipal; ip: string; now: Date },
) {
  await db.transaction(async (tx) => {
    await revokeStaffSession(tx, staff.sessionId, now);
    await recordAudit(
      tx,
      { staffId: staff.staffId, ip, now },
      { action: 'auth.logout', targetType: 'staff_session', targetId: staff.sessionId },
    );
  });
  return { status: 'success' as const };
}

export function describeStaff(staff: StaffPrincipal) {
  return {
    data: {
      id: staff.staffId,
      login: staff.login,
      role: staff.role,
      expiresAt: staff.expiresAt.toISOString(),
    },
  };
}
