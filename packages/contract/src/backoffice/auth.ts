import { z } from 'zod';
import { ZDateTime, ZId, zSecret, zText } from '../fields.ts';
import { defineEndpoint, ZStaffRole } from './endpoint.ts';
import { ZDone, oneAnswer } from './list.ts';

/** A six-digit TOTP code (RFC 6238, 30-second steps, SHA-1: what every authenticator app shows). */
export const ZOtp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'otp_format');
const ZLoginId = zText(32);
const ZStaffPasswordInput = zSecret(128);

export const ZStaffIdentity = z.object({ id: ZId, login: z.string(), role: ZStaffRole });
export type TStaffIdentity = z.infer<typeof ZStaffIdentity>;

/**
 * A staff session: the bearer token for `Authorization: Bearer` (keep it in memory or
 * sessionStorage, never in a cookie other sites could send), valid until `expiresAt` (8 hours).
 */
export const ZStaffSessionAnswer = z.object({
  status: z.literal('success'),
  token: z.string(),
  expiresAt: ZDateTime,
  staff: ZStaffIdentity,
});

const BASE = '/backoffice/api/auth';

export const authEndpoints = {
  /**
   * Password and TOTP code. Failures: 401 `pass` (wrong id, password or code: one answer for all),
   * 409 `enrol` (no authenticator enrolled yet: use auth.enrol), 403 `blocked` (disabled),
   * 429 `time` (5 failures per id or 20 per address in 15 minutes lock for 15 minutes).
   */
  'auth.login': defineEndpoint({
    method: 'POST',
    path: `${BASE}/login`,
    access: 'public',
    body: z.strictObject({ loginId: ZLoginId, password: ZStaffPasswordInput, otp: ZOtp }),
    answer: ZStaffSessionAnswer,
  }),
  /**
   * First step of enrolment for a new (or reset) staff member: the otpauth URI to scan, answered
   * once. 409 `already` when enrolled or the URI was already shown (an admin resets it).
   */
  'auth.enrol': defineEndpoint({
    method: 'POST',
    path: `${BASE}/enrol`,
    access: 'public',
    body: z.strictObject({ loginId: ZLoginId, password: ZStaffPasswordInput }),
    answer: z.object({ status: z.literal('success'), otpauthUri: z.string(), secret: z.string() }),
  }),
  /** Second step: the first code from the authenticator confirms it and signs in. */
  'auth.enrolConfirm': defineEndpoint({
    method: 'POST',
    path: `${BASE}/enrol/confirm`,
    access: 'public',
    body: z.strictObject({ loginId: ZLoginId, password: ZStaffPasswordInput, otp: ZOtp }),
    answer: ZStaffSessionAnswer,
  }),
  /** Revokes the session server-side. */
  'auth.logout': defineEndpoint({
    method: 'POST',
    path: `${BASE}/logout`,
    access: 'operator',
    answer: ZDone,
  }),
  'auth.me': defineEndpoint({
    method: 'GET',
    path: `${BASE}/me`,
    access: 'operator',
    answer: oneAnswer(ZStaffIdentity.extend({ expiresAt: ZDateTime })),
  }),
};
