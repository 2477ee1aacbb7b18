import { z } from 'zod';

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
/** Nickname: 2 to 12 characters, no spaces at the ends. */
export const ZNick = z.string().trim().min(2, 'nick_length').max(12, 'nick_length');
/** Login password: 8 to 64 characters. */
export const ZPassword = z.string().min(8, 'password_length').max(64, 'password_length');
/** Exchange (withdrawal) password: 4 to 8 digits. */
export const ZExchangePassword = z.string().regex(/^\d{4,8}$/, 'exchange_password_format');
