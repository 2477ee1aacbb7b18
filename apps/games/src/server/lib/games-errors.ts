import { AppError } from '@haneul/server-kit';
import type { TApiError, TRealityCheck } from '../../protocol/round-api.ts';

declare module '@haneul/server-kit' {
  /** The game server's AppErrors speak the round API's failure statuses. */
  interface AppStatuses {
    games: TApiError['status'];
  }
}

/** No window session, a spent launch code, or a session the wallet no longer honours. */
export function invalidToken(): AppError {
  return new AppError('invalid_token', 401);
}

/** A round of this player is still being settled: spins, deals and seed changes wait for it. */
export function busy(): AppError {
  return new AppError('busy', 409);
}

/** The wallet gave no verdict: the round it interrupted is finished by recovery. */
export function walletUnavailable(): AppError {
  return new AppError('wallet_unavailable', 503);
}

/** A reality check fell due: no new round until the window shows it and the player goes on. */
export function realityCheckDue(realityCheck: TRealityCheck): AppError {
  return new AppError('reality_check', 409, { realityCheck });
}

/** A slot spin inside the operator's least spin cycle: nothing was drawn. */
export function tooSoon(retryAfterMs: number): AppError {
  return new AppError('too_soon', 409, { retryAfterMs });
}
