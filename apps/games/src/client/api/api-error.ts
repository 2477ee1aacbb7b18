import { ClientError } from '@haneul/contract/client';
import { ZApiError, ZRealityCheck, type TApiError, type TRealityCheck } from '../../protocol/round-api.ts';

/**
 * What went wrong with a call, as the screens need to tell it: the server's own error codes
 * (protocol `ZApiError`), plus `network` when no answer arrived (or the window refused to send a
 * body) and `bad_answer` when one arrived that the protocol does not describe (a client and server
 * out of step).
 */
export type ApiErrorCode = TApiError['status'] | 'network' | 'bad_answer';

/** The meaning a bare HTTP status keeps when a proxy in front of the server answers it alone. */
const BY_HTTP_STATUS: Partial<Record<number, ApiErrorCode>> = {
  401: 'invalid_token',
  404: 'not_found',
  409: 'busy',
  429: 'time',
  503: 'wallet_unavailable',
};

/** The code of anything a round-API call threw (the shared ClientError shape, read the game's way). */
export function gameErrorCode(thrown: unknown): ApiErrorCode {
  const error = ClientError.from(thrown);
  if (error.kind === 'bad_answer' || error.kind === 'not_json') return 'bad_answer';
  if (error.kind !== 'answer') return 'network';
  const code = ZApiError.shape.status.safeParse(error.status);
  // `error` says nothing a bare status would not say better (a 503 is the wallet being away).
  if (code.success && code.data !== 'error') return code.data;
  return BY_HTTP_STATUS[error.httpStatus] ?? 'error';
}

/** The reality check a `reality_check` refusal carries, else null. */
export function realityCheckOf(thrown: unknown): TRealityCheck | null {
  const error = ClientError.from(thrown);
  if (error.kind !== 'answer' || error.status !== 'reality_check') return null;
  const check = ZRealityCheck.safeParse(error.extra.realityCheck);
  return check.success ? check.data : null;
}
