import { z } from 'zod';
import { ZDateTime, ZId, zSecret } from '../fields.ts';
import { defineEndpoint, ZStaffRole } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qText, ZIdParams, ZNullableDateTime } from './list.ts';

export const ZStaffState = z.enum(['active', 'suspended']);

export const ZStaffAccount = z.object({
  id: ZId,
  login: z.string(),
  role: ZStaffRole,
  state: ZStaffState,
  /** False until the staff member confirmed an authenticator (after creation or a TOTP reset). */
  enrolled: z.boolean(),
  createdAt: ZDateTime,
  lastLoginAt: ZNullableDateTime,
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

/**
 * Staff logins: 3-32 letters, digits, dot, dash, underscore. Passwords: 12-128 characters, and the
 * API scores a new one with zxcvbn: below the top score (4 of 4) it answers `password_weak`.
 */
export const ZStaffLogin = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,32}$/, 'login_format');
export const ZStaffPassword = zSecret(128, 12, 'password_length');

const BASE = '/backoffice/api/staff';

/** Admin only. Every change is audited; disabling or a TOTP reset ends the account's sessions. */
export const staffEndpoints = {
  'staff.list': defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'admin',
    query: listQuery(['id', 'login', 'createdAt', 'lastLoginAt'], {
      q: qText,
      role: ZStaffRole.optional(),
      state: ZStaffState.optional(),
    }),
    answer: listAnswer(ZStaffAccount),
  }),
  'staff.get': defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    access: 'admin',
    params: ZIdParams,
    answer: oneAnswer(ZStaffAccount),
  }),
  /**
   * The new account must enrol an authenticator (auth.enrol) before its first sign-in. 409
   * `conflict`: login taken; 400 `invalid` `password_weak`: the password is too easy to guess.
   */
  'staff.create': defineEndpoint({
    method: 'POST',
    path: BASE,
    access: 'admin',
    body: z.strictObject({ login: ZStaffLogin, password: ZStaffPassword, role: ZStaffRole }),
    answer: oneAnswer(ZStaffAccount),
  }),
  /**
   * Role and state (`suspended` disables the account and ends its sessions). An admin cannot
   * demote or disable themselves (409 `conflict`), so the site always keeps one admin who can act.
   */
  'staff.update': defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/:id`,
    access: 'admin',
    params: ZIdParams,
    body: z
      .strictObject({ role: ZStaffRole.optional(), state: ZStaffState.optional() })
      .refine((body) => body.role !== undefined || body.state !== undefined, 'nothing_to_change'),
    answer: oneAnswer(ZStaffAccount),
  }),
  /** A new secret; the account enrols again at its next sign-in, and its sessions end. */
  'staff.resetTotp': defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/reset-totp`,
    access: 'admin',
    params: ZIdParams,
    answer: oneAnswer(ZStaffAccount),
  }),
};
