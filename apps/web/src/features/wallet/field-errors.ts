import type { TFieldError } from '@haneul/contract';

/** The reasons the money and account pages translate; any other reason reads as a plain "check this". */
const KNOWN_REASONS = [
  'below_minimum',
  'above_maximum',
  'exchange_password_format',
  'exchange_password_weak',
  'password_length',
  'password_weak',
  'password_mismatch',
  'required',
] as const;
export type TReasonKey = (typeof KNOWN_REASONS)[number] | 'invalid';

/** The server's `invalid` errors by field, each as a reason the message files know. */
export function reasonsByField(errors: TFieldError[]): Record<string, TReasonKey> {
  const found: Record<string, TReasonKey> = {};
  for (const { field, reason } of errors) {
    found[field] ??= (KNOWN_REASONS as readonly string[]).includes(reason)
      ? (reason as TReasonKey)
      : 'invalid';
  }
  return found;
}
