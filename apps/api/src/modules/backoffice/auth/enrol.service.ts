import type { Db } from '@haneul/db';
import { conflict } from '../../../lib/api-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertActive, guardedStaffStep, openStaffSession, type Attempt } from './credentials.ts';
import { confirmTotp, issueTotp } from './staff-auth.queries.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

/**
 * Enrolment, step one: with the password, the otpauth URI of the account's secret, answered once.
 * Asking again answers 409 `already` (an admin's TOTP reset starts over), so a password thief who
 * comes later cannot read the secret of an account that is waiting to enrol.
 */
export function startEnrolment(db: Db, attempt: Attempt) {
  return guardedStaffStep(db, attempt, async (account) => {
    assertActive(account);
    if (account.totpConfirmedAt || account.totpIssuedAt) throw conflict('already');
    const secret = account.totpSecret ?? newTotpSecret();
    const issued = await db.transaction(async (tx) => {
      if (!(await issueTotp(tx, { staffId: account.id, secret, now: attempt.now }))) return false;
      await recordAudit(
        tx,
        { staffId: account.id, ip: attempt.ip, now: attempt.now },
        { action: 'auth.enrol', targetType: 'staff', targetId: account.id, after: { totpIssued: true } },
      );
      return true;
    });
    if (!issued) throw conflict('already');
    return { status: 'success' as const, otpauthUri: totpUri(account.login, secret), secret };
  });
}

/** Step two: the first code proves the authenticator holds the secret; the staff member is signed in. */
export function confirmEnrolment(db: Db, attempt: Attempt & { otp: string }) {
  return guardedStaffStep(db, attempt, async (account) => {
    assertActive(account);
    if (account.totpConfirmedAt) throw conflict('already');
    if (!account.totpIssuedAt || !account.totpSecret) throw conflict('enrol');
    const step = await totpStep({
      secret: account.totpSecret,
      code: attempt.otp,
      now: attempt.now,
      lastStep: null,
    });
    if (step === null) return null;
    const answer = await db.transaction(async (tx) => {
      if (!(await confirmTotp(tx, { staffId: account.id, step, now: attempt.now }))) return null;
      return openStaffSession(tx, account, attempt, 'auth.enrol_confirm');
    });
    if (!answer) throw conflict('already');
    return answer;
  });
}
