import { z } from 'zod';
import { statusOnly, ZTimeAnswer } from '../common.ts';
import { ZContentLanguage } from '../content-language.ts';
import { ZDateTime, ZEmpty, zSecret, zText } from '../fields.ts';
import { ZNewExchangePassword, ZNick, ZPassword, ZUserFields, ZUserId } from '../member.ts';
import { defineCall } from './define-call.ts';

/** `lang`: the site's language, kept as the one the member's automatic notes are written in. */
export const ZLoginBody = z.strictObject({
  userId: zText(32),
  password: zSecret(128),
  lang: ZContentLanguage.optional(),
});
/** `token` reaches API clients; the member site's proxy moves it into an httpOnly cookie. */
export const ZLoginAnswer = z.union([
  z.object({
    status: z.literal('authenticated'),
    token: z.string(),
    expiresAt: ZDateTime,
    user: ZUserFields,
    /** Signed in with a temporary password: nothing but changing it is allowed until it is. */
    mustChangePassword: z.boolean(),
  }),
  statusOnly('pass'),
  statusOnly('blocked'),
  ZTimeAnswer,
]);

export const ZHealthAnswer = z.object({
  status: z.literal('success'),
  noteCount: z.number().int().min(0),
  helpCount: z.number().int().min(0),
  user: ZUserFields,
  mustChangePassword: z.boolean(),
});

export const ZPhone = z
  .string()
  .trim()
  .regex(/^[0-9-]{9,15}$/, 'phone_format');
const ZBankNum = z
  .string()
  .trim()
  .regex(/^[0-9-]{6,30}$/, 'bank_number_format');
const ZBirthDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format');

/**
 * Registration; the service also checks age (19+), the password's strength (`password_weak`), a
 * taken id or nick and the agent code.
 */
const ZRegisterPasswords = z.object({ password: ZPassword, passwordConfirm: zSecret(64, 0) });

export const ZRegisterBody = z
  .strictObject({
    userId: ZUserId,
    ...ZRegisterPasswords.shape,
    nick: ZNick,
    phone: ZPhone,
    bankname: zText(30),
    bankOwner: zText(30),
    banknum: ZBankNum,
    exchangePassword: ZNewExchangePassword,
    code: zText(32, 0).default(''),
    birthDate: ZBirthDate,
    agree: z.literal(true, 'terms_required'),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'password_mismatch',
    // Compared as soon as both passwords are well formed, so a form shows the mismatch with the
    // other fields' errors rather than only once everything else is fixed.
    when: (payload) => ZRegisterPasswords.safeParse(payload.value).success,
  });
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

export const ZMemberProfile = ZUserFields.extend({
  birthDate: z.string(),
  createdAt: ZDateTime,
  agentCode: z.string(),
});

export const userCalls = {
  'user-do-login': defineCall({
    path: '/public/user/do_login',
    auth: false,
    body: ZLoginBody,
    answer: ZLoginAnswer,
  }),
  'user-do-logout': defineCall({
    path: '/public/user/do_logout',
    auth: true,
    body: ZEmpty,
    answer: statusOnly('success'),
  }),
  'user-health-check': defineCall({
    path: '/public/user/user_health_check',
    auth: true,
    body: ZEmpty,
    answer: ZHealthAnswer,
  }),
  /** `time` (with `retryAfter`) past 10 registrations from one address in 10 minutes. */
  'user-register': defineCall({
    path: '/public/user/reg',
    auth: false,
    body: ZRegisterBody,
    answer: z.union([
      statusOnly('success'),
      statusOnly('alread_have_user'),
      statusOnly('alread'),
      statusOnly('cant_find_code'),
      ZTimeAnswer,
    ]),
  }),
  /** `time` (with `retryAfter`) past 30 id and nick look-ups from one address in 10 minutes. */
  'check-user-id': defineCall({
    path: '/public/user/check_user_id',
    auth: false,
    body: z.strictObject({ userId: ZUserId }),
    answer: z.union([statusOnly('success'), statusOnly('alread_have_user'), ZTimeAnswer]),
  }),
  /** Counted with check-user-id: 30 look-ups from one address in 10 minutes. */
  'check-user-nick': defineCall({
    path: '/public/user/check_user_nick',
    auth: false,
    body: z.strictObject({ nick: ZNick }),
    answer: z.union([statusOnly('success'), statusOnly('alread'), ZTimeAnswer]),
  }),
  /** The agent code of the site's domain (from the Origin header), `''` when none. */
  'get-reg-domain': defineCall({
    path: '/public/user/getRegDomain',
    auth: false,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), code: z.string() }),
  }),
  'get-member': defineCall({
    path: '/public/user/get_member',
    auth: true,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), member: ZMemberProfile }),
  }),
  /** A weak new password answers `invalid` with `newPassword: password_weak`. */
  'user-change-password': defineCall({
    path: '/public/user/change_password',
    auth: true,
    body: z.strictObject({ password: zSecret(128), newPassword: ZPassword }),
    answer: z.union([statusOnly('success'), statusOnly('pass')]),
  }),
  /**
   * The agent button: a one-time code for the agent page (`/agent?code=...`), valid 60 seconds and
   * once, traded there for an agent session. Members whose playType is not `agent` get `blocked`.
   */
  'user-agent-handoff': defineCall({
    path: '/public/user/agent_handoff',
    auth: true,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), code: z.string(), expiresAt: ZDateTime }),
  }),
  /** Changing the exchange password asks for the login password. */
  'user-change-exchange-password': defineCall({
    path: '/public/user/user_exchange_to_pass',
    auth: true,
    body: z.strictObject({ password: zSecret(128), newExchangePassword: ZNewExchangePassword }),
    answer: z.union([statusOnly('success'), statusOnly('pass')]),
  }),
};
