/**
 * The statuses an AppError may carry. The kit's own are the ones every server answers; each app
 * adds its vocabulary by augmenting this interface under a key of its own, so a misspelt status
 * does not compile:
 *
 *   declare module '@haneul/server-kit' { interface AppStatuses { api: TStatus | TEndpointStatus } }
 */
export interface AppStatuses {
  kit: 'invalid' | 'forbidden' | 'not_found' | 'time' | 'error';
}
export type AppStatus = AppStatuses[keyof AppStatuses];

/** One field a check refused and why (the contract's `TFieldError`). */
export interface FieldError {
  field: string;
  reason: string;
}

/**
 * The one error type services of either server throw for an answer they cannot return as a value:
 * the error handler (`registerErrorHandler`) answers it as `{ status, ...extra }` with `httpStatus`,
 * the shape every client reads with the contract's `ClientError.parse`.
 */
export class AppError extends Error {
  constructor(
    readonly status: AppStatus,
    readonly httpStatus = 200,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status);
    this.name = 'AppError';
  }
}

/** A check the schema cannot make (age, limits, a bet a title refuses): `invalid` naming the fields. */
export function invalidFields(...errors: FieldError[]): AppError {
  return new AppError('invalid', 400, { errors });
}

/** A signed-in caller whose role does not reach the endpoint (or, with a `reason`, the amount). */
export function forbidden(extra: Record<string, unknown> = {}): AppError {
  return new AppError('forbidden', 403, extra);
}

/** The record the path names does not exist (or is outside what the caller may see). */
export function notFound(): AppError {
  return new AppError('not_found', 404);
}

/** Too many attempts: HTTP 429 `time`, with the whole seconds to wait. */
export function tooManyAttempts(retryAfter: number): AppError {
  return new AppError('time', 429, { retryAfter });
}
