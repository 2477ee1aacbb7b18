import type { FieldError } from 'react-hook-form';

/** The texts a form's namespace holds for field problems; every namespace has these two. */
export interface ReasonTexts {
  required: string;
  invalid: string;
}

/** A server refusal put on its field (`setError`): its message is the contract's reason as sent. */
export const SERVER_ERROR = 'server';

/** Nothing typed: an empty text, or no amount (amount fields hold 0 until one is typed). */
const isEmpty = (value: unknown) => value === 0 || (typeof value === 'string' && value.trim() === '');

/**
 * The one place a field problem becomes a message key: a zod issue of the contract's schemas (its
 * message is the contract's reason, `user_id_format`...) and a reason the server answered are both
 * looked up in the namespace's `errors`. An empty field reads `required` whatever rule caught it,
 * a length past the maximum `too_long` where the namespace says so, anything else `invalid` (zod's
 * own English wording never reaches the page).
 */
export function reasonKey<K extends ReasonTexts>(
  known: K,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  value: unknown,
): (keyof K & string) | undefined {
  if (!error) return undefined;
  const has = (reason: string): reason is keyof K & string => Object.hasOwn(known, reason);
  if (error.type !== SERVER_ERROR && isEmpty(value)) return 'required';
  const message = error.message ?? '';
  if (has(message)) return message;
  const tooLong = 'too_long';
  if (error.type === 'too_big' && has(tooLong)) return tooLong;
  return 'invalid';
}
