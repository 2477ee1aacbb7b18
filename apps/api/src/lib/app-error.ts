import type { TEndpointStatus, TFieldError, TStatus } from '@haneul/contract';

/**
 * The one error type services throw for an answer they cannot return as a value: the error
 * handler turns it into `{ status, ...extra }` with `httpStatus`. Member calls use the brief's
 * statuses; back-office and agent-page endpoints use theirs (`forbidden`, `conflict`...).
 */
export class AppError extends Error {
  constructor(
    readonly status: TStatus | TEndpointStatus,
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

/** A signed-in staff member whose role does not reach the endpoint (or, with a `reason`, the amount). */
export function forbidden(extra: Record<string, unknown> = {}): AppError {
  return new AppError('forbidden', 403, extra);
}

/** The record the path names does not exist (or is outside what the caller may see). */
export function notFound(): AppError {
  return new AppError('not_found', 404);
}

/** A 409 answer: the state of the data refuses the change (`already`, `conflict`, `approval`, `balance`). */
export function conflict(
  status: 'already' | 'conflict' | 'approval' | 'balance' | 'enrol',
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(status, 409, extra);
}
