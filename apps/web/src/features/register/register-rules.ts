import { isWeakPin } from '@haneul/contract/weak-pin';

/** The registration form's values, named as the wire names them (`user-register`). */
export interface RegisterValues {
  userId: string;
  password: string;
  passwordConfirm: string;
  nick: string;
  phone: string;
  bankname: string;
  bankOwner: string;
  banknum: string;
  exchangePassword: string;
  code: string;
  birthDate: string;
  agree: boolean;
}

export type RegisterField = keyof RegisterValues;

/** The reasons the form shows; the server's `invalid` reasons use the same names. */
export type RegisterReason =
  | 'required'
  | 'user_id_format'
  | 'alread_have_user'
  | 'password_length'
  | 'password_weak'
  | 'password_mismatch'
  | 'nick_length'
  | 'alread'
  | 'phone_format'
  | 'bank_number_format'
  | 'exchange_password_format'
  | 'exchange_password_weak'
  | 'code_length'
  | 'cant_find_code'
  | 'date_format'
  | 'date_invalid'
  | 'under_19'
  | 'terms_required'
  | 'too_long'
  | 'invalid';

export const KNOWN_REASONS: ReadonlySet<string> = new Set<RegisterReason>([
  'required',
  'user_id_format',
  'alread_have_user',
  'password_length',
  'password_weak',
  'password_mismatch',
  'nick_length',
  'alread',
  'phone_format',
  'bank_number_format',
  'exchange_password_format',
  'exchange_password_weak',
  'code_length',
  'cant_find_code',
  'date_format',
  'date_invalid',
  'under_19',
  'terms_required',
  'too_long',
  'invalid',
]);

export const FIELD_ORDER: RegisterField[] = [
  'userId',
  'password',
  'passwordConfirm',
  'nick',
  'phone',
  'bankname',
  'bankOwner',
  'banknum',
  'exchangePassword',
  'code',
  'birthDate',
  'agree',
];

export const USER_ID_PATTERN = /^[A-Za-z0-9]{4,16}$/;
export const MIN_AGE = 19;

/** Why a birth date cannot register (as the server decides it, on Korea's calendar), or null. */
export function birthDateReason(value: string, today: Date): RegisterReason | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value ? 'date_format' : 'required';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || year < 1900) return 'date_invalid';
  const seoul = new Date(today.getTime() + 9 * 3_600_000);
  const [ty, tm, td] = [seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, seoul.getUTCDate()];
  if (Date.UTC(year, month - 1, day) > Date.UTC(ty, tm - 1, td)) return 'date_invalid';
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age < MIN_AGE ? 'under_19' : null;
}

/**
 * One field's problem, or null. The server repeats every one of these checks, and scores the
 * password's strength itself (zxcvbn's dictionaries are megabytes, too heavy for this page): a
 * guessable one comes back as `password_weak` on the field.
 */
export function fieldReason(
  field: RegisterField,
  values: RegisterValues,
  today: Date,
): RegisterReason | null {
  const text = (value: string) => value.trim();
  switch (field) {
    case 'userId':
      return USER_ID_PATTERN.test(text(values.userId)) ? null : values.userId ? 'user_id_format' : 'required';
    case 'password':
      if (!values.password) return 'required';
      return values.password.length < 8 || values.password.length > 64 ? 'password_length' : null;
    case 'passwordConfirm':
      if (!values.passwordConfirm) return 'required';
      return values.passwordConfirm === values.password ? null : 'password_mismatch';
    case 'nick': {
      const nick = text(values.nick);
      if (!nick) return 'required';
      return nick.length < 2 || nick.length > 12 ? 'nick_length' : null;
    }
    case 'phone':
      if (!text(values.phone)) return 'required';
      return /^[0-9-]{9,15}$/.test(text(values.phone)) ? null : 'phone_format';
    case 'bankname':
      return text(values.bankname) ? null : 'required';
    case 'bankOwner':
      if (!text(values.bankOwner)) return 'required';
      return text(values.bankOwner).length > 30 ? 'too_long' : null;
    case 'banknum':
      if (!text(values.banknum)) return 'required';
      return /^[0-9-]{6,30}$/.test(text(values.banknum)) ? null : 'bank_number_format';
    case 'exchangePassword':
      if (!values.exchangePassword) return 'required';
      if (!/^\d{4,8}$/.test(values.exchangePassword)) return 'exchange_password_format';
      return isWeakPin(values.exchangePassword) ? 'exchange_password_weak' : null;
    case 'code':
      return text(values.code).length > 32 ? 'code_length' : null;
    case 'birthDate':
      return birthDateReason(values.birthDate, today);
    case 'agree':
      return values.agree ? null : 'terms_required';
  }
}

/** Every field's problem at once, in the form's order. */
export function formReasons(
  values: RegisterValues,
  today: Date,
): Partial<Record<RegisterField, RegisterReason>> {
  const found: Partial<Record<RegisterField, RegisterReason>> = {};
  for (const field of FIELD_ORDER) {
    const reason = fieldReason(field, values, today);
    if (reason) found[field] = reason;
  }
  return found;
}

/**
 * The server's refusal placed on its field: `invalid` entries by field and reason (an unknown
 * reason, such as zod's own wording, becomes a generic one), and the statuses that name a field.
 */
export function serverReasons(answer: {
  status: string;
  errors?: { field: string; reason: string }[];
}): Partial<Record<RegisterField, RegisterReason>> | null {
  if (answer.status === 'alread_have_user') return { userId: 'alread_have_user' };
  if (answer.status === 'alread') return { nick: 'alread' };
  if (answer.status === 'cant_find_code') return { code: 'cant_find_code' };
  if (answer.status !== 'invalid' || !answer.errors) return null;
  const found: Partial<Record<RegisterField, RegisterReason>> = {};
  for (const { field, reason } of answer.errors) {
    if (!(FIELD_ORDER as string[]).includes(field)) continue;
    found[field as RegisterField] ??= KNOWN_REASONS.has(reason) ? (reason as RegisterReason) : 'invalid';
  }
  return Object.keys(found).length > 0 ? found : null;
}
