import { z } from 'zod';
import { INVALID_CHARACTERS, zSecret, zText } from './fields.ts';
import { isWeakPin } from './weak-pin.ts';

export const ZPlayType = z.enum(['user', 'agent']);

/**
 * The current user as the brief names the fields (`bankname`, `banknum`, `in_balance`, `rolling`
 * for comp). Money in whole won.
 */
export const ZUserFields = z.object({
  userId: z.string(),
  nick: z.string(),
  phone: z.string(),
  rolling: z.number().int().min(0),
  balance: z.number().int().min(0),
  in_balance: z.number().int().min(0),
  /** Points (포인트), a balance of their own: calls/points.ts. */
  point: z.number().int().min(0),
  bankname: z.string(),
  bankOwner: z.string(),
  banknum: z.string(),
  level: z.number().int().min(1),
  playType: ZPlayType,
});
export type TUserFields = z.infer<typeof ZUserFields>;

/** Login id: 4 to 16 ASCII letters or digits. */
export const ZUserId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, 'user_id_format');
/**
 * Nickname: 2 to 12 characters, no spaces at the ends. Shown to other members and staff, so no
 * bidi control (U+061C, U+200E/F, U+202A-E, U+2066-9) can reorder what is shown around it and no
 * zero-width character (U+200B-D, U+2060, U+FEFF) can make two nicknames look the same.
 */
export const ZNick = zText(12, 2, 'nick_length').regex(
  /^[^\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]*$/,
  INVALID_CHARACTERS,
);
/**
 * Login password: 8 to 64 characters. A password being set (registration, a change) must also be
 * hard to guess: the API scores it with zxcvbn and answers `password_weak` below 3 of 4.
 */
export const ZPassword = zSecret(64, 8, 'password_length');
/** Exchange (withdrawal) password as typed to withdraw: 4 to 8 digits. */
export const ZExchangePassword = z.string().regex(/^\d{4,8}$/, 'exchange_password_format');
/**
 * An exchange password being set: no repeated digits, run or keypad line (`isWeakPin`). Only new
 * ones: a PIN set before the rule still withdraws.
 */
export const ZNewExchangePassword = ZExchangePassword.refine(
  (pin) => !isWeakPin(pin),
  'exchange_password_weak',
);
