import type { TEndpointStatus, TStatus } from '@haneul/contract';
import { AppError } from '@haneul/server-kit';

declare module '@haneul/server-kit' {
  /** The API's AppErrors speak the brief's statuses (member calls) and the endpoints' own. */
  interface AppStatuses {
    api: TStatus | TEndpointStatus;
  }
}

/** No valid session. */
export function authRequired(): AppError {
  return new AppError('auth', 401);
}

/** A 409 answer: the state of the data refuses the change (`already`, `conflict`, `approval`, `balance`). */
export function conflict(
  status: 'already' | 'conflict' | 'approval' | 'balance' | 'enrol',
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(status, 409, extra);
}
