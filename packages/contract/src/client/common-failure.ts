import type { TCommonFailure } from '../common.ts';
import type { TFieldError } from '../invalid.ts';

/*
 * The browser reads failures on the member site's first page, which cannot also carry zod (tens of
 * kilobytes gzipped): these two readers accept what the contract's schemas accept, no more, and
 * common-failure.test.ts holds them to ZCommonFailure and ZFieldError answer by answer.
 */

const isFieldError = (value: unknown): value is TFieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { field?: unknown }).field === 'string' &&
  typeof (value as { reason?: unknown }).reason === 'string';

/** Field reasons as the contract's ZFieldError list reads them (extra keys dropped), or undefined. */
export function readFieldErrors(value: unknown): TFieldError[] | undefined {
  if (!Array.isArray(value) || !value.every(isFieldError)) return undefined;
  return value.map(({ field, reason }) => ({ field, reason }));
}

/** One of the failures every call may answer, as ZCommonFailure reads it, or undefined. */
export function readCommonFailure(body: unknown): TCommonFailure | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status, errors, retryAfter } = body as Record<string, unknown>;
  switch (status) {
    case 'invalid': {
      const fields = readFieldErrors(errors);
      return fields ? { status, errors: fields } : undefined;
    }
    case 'auth':
    case 'not_found':
    case 'blocked':
    case 'error':
      return { status };
    case 'time':
      if (retryAfter === undefined) return { status };
      return typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter >= 0
        ? { status, retryAfter }
        : undefined;
    default:
      return undefined;
  }
}
