import type { TFieldError, TStatus } from '@haneul/contract';

/**
 * The one error type services throw for an answer they cannot return as a value: the error
 * handler turns it into `{ status, ...extra }` with `httpStatus`.
 */
export class AppError extends Error {
  constructor(
    readonly status: TStatus,
    readonly httpStatus = 200,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status);
    this.name = 'AppError';
  }
}

/** A check the schema cannot make (age, limits): `invalid` naming the fields and reasons. */
export function invalidFields(...errors: TFieldError[]): AppError {
  return new AppError('invalid', 400, { errors });
}

/** No valid session. */
export function authRequired(): AppError {
  return new AppError('auth', 401);
}
