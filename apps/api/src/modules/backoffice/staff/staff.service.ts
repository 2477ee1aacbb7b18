import { hashSecret, type Db } from '@haneul/db';
import type { TStaffRole } from '@haneul/contract';
import { notFound } from '@haneul/server-kit';
import { conflict } from '../../../lib/api-errors.ts';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import { assertStrongPassword, STAFF_PASSWORD_SCORE } from '../../../lib/password-strength.ts';
import { uniqueViolation } from '@haneul/server-kit/database';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { revokeStaffSessionsOf } from '../auth/staff-auth.queries.ts';
import { newTotpSecret } from '../auth/totp.ts';
import {
  findStaffAccount,
  insertStaff,
  pageStaff,
  updateStaff,
  type StaffAccountRow,
  type StaffFilters,
} from './staff.queries.ts';

function staffItem(row: StaffAccountRow) {
  const { totpConfirmedAt, ...rest } = row;
  return {
    ...rest,
    enrolled: totpConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: isoOrNull(row.lastLoginAt),
  };
}
type StaffItem = ReturnType<typeof staffItem>;

export async function listStaff(
  db: Db,
  options: StaffFilters & ListParams<'id' | 'login' | 'createdAt' | 'lastLoginAt'>,
) {
  const { rows, total } = await pageStaff(db, options, options);
  return listOf(rows.map(staffItem), total);
}

export async function getStaff(db: Db, { id }: { id: number }) {
  const row = await findStaffAccount(db, id);
  if (!row) throw notFound();
  return { data: staffItem(row) };
}

/**
 * A new account with a fresh TOTP secret it must enrol (auth.enrol) before it can sign in. A staff
 * password opens every member's money: it must reach zxcvbn's top score, scored against the login.
 */
export async function createStaff(
  db: Db,
  { actor, login, password, role }: { actor: Actor; login: string; password: string; role: TStaffRole },
) {
  await assertStrongPassword({
    password,
    related: [login],
    minimum: STAFF_PASSWORD_SCORE,
    field: 'password',
  });
  const passwordHash = await hashSecret(password);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertStaff(tx, {
        login,
        passwordHash,
        role,
        totpSecret: newTotpSecret(),
        createdAt: actor.now,
      });
      const data = staffItem(row);
      await recordAudit(tx, actor, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        after: data,
      });
      return { data };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'staff_login_lower') throw conflict('conflict', { reason: 'login_taken' });
    throw error;
  }
}

/** Role and state. Disabling ends the account's sessions; nobody demotes or disables themselves. */
export async function updateStaffAccount(
  db: Db,
  {
    actor,
    id,
    role,
    state,
  }: { actor: Actor; id: number; role?: TStaffRole | undefined; state?: 'active' | 'suspended' | undefined },
) {
  if (id === actor.staffId && ((role && role !== 'admin') || state === 'suspended')) {
    throw conflict('conflict', { reason: 'own_account' });
  }
  return changeStaff(db, actor, id, 'staff.update', async (tx, before) => {
    const row = await updateStaff(tx, id, { ...(role ? { role } : {}), ...(state ? { state } : {}) });
    if (state === 'suspended' && before.state !== 'suspended') await revokeStaffSessionsOf(tx, id, actor.now);
    return row;
  });
}

/** A new secret to enrol; the old authenticator stops working and the account's sessions end. */
export async function resetStaffTotp(db: Db, { actor, id }: { actor: Actor; id: number }) {
  return changeStaff(db, actor, id, 'staff.reset_totp', async (tx) => {
    const row = await updateStaff(tx, id, {
      totpSecret: newTotpSecret(),
      totpConfirmedAt: null,
      totpIssuedAt: null,
      totpLastStep: null,
    });
    await revokeStaffSessionsOf(tx, id, actor.now);
    return row;
  });
}

/** Locks the account, applies the change, audits before and after, all in one transaction. */
async function changeStaff(
  db: Db,
  actor: Actor,
  id: number,
  action: string,
  change: (tx: Db, before: StaffItem) => Promise<StaffAccountRow>,
) {
  return db.transaction(async (tx) => {
    const found = await findStaffAccount(tx, id, true);
    if (!found) throw notFound();
    const before = staffItem(found);
    const after = staffItem(await change(tx, before));
    await recordAudit(tx, actor, { action, targetType: 'staff', targetId: id, before, after });
    return { data: after };
  });
}
