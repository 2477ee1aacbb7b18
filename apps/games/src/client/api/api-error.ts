import { ZApiError, type TApiError } from '../../protocol/round-api.ts';

/**
 * What went wrong with a call, as the screens need to tell it: the server's own error codes
 * (protocol `ZApiError`), plus `network` when no answer arrived and `bad_answer` when one arrived
 * that the protocol does not describe (a client and server out of step).
 */
export type ApiErrorCode = TApiError['error'] | 'network' | 'bad_answer';

export class GameApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly httpStatus: number,
  ) {
    super(`game api: ${code} (HTTP ${httpStatus})`);
    this.name = 'GameApiError';
  }
}

/** The error code of a failed answer's body; `error` when the body is not a protocol error. */
export function errorCodeOf(body: unknown, httpStatus: number): ApiErrorCode {
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) return parsed.data.error;
  // A proxy in front of the server may answer a bare status; keep the meaning the status carries.
  if (httpStatus === 401) return 'invalid_token';
  if (httpStatus === 409) return 'busy';
  if (httpStatus === 503) return 'wallet_unavailable';
  if (httpStatus === 404) return 'not_found';
  return 'error';
}

export function asGameApiError(error: unknown): GameApiError {
  return error instanceof GameApiError ? error : new GameApiError('network', 0);
}
