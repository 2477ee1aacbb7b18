import type { TPlayAnswer } from '../../protocol/round-api.ts';
import type { ApiErrorCode } from '../api/api-error.ts';
import type { MessageKey } from '../i18n/translate.ts';

/** What the player reads for each way a call can fail, in their language. */
export const ERROR_TEXT: Record<ApiErrorCode, MessageKey> = {
  invalid: 'errors.invalid',
  invalid_token: 'errors.invalidToken',
  not_found: 'errors.notFound',
  busy: 'errors.busy',
  time: 'errors.tooFast',
  reality_check: 'errors.realityCheck',
  too_soon: 'errors.spinCycle',
  wallet_unavailable: 'errors.walletUnavailable',
  error: 'errors.unexpected',
  network: 'errors.network',
  bad_answer: 'errors.unexpected',
};

/** The wallet's refusals of a bet (a play answer that is not OK). */
export const REFUSAL_TEXT: Record<Exclude<TPlayAnswer['status'], 'OK'>, MessageKey> = {
  INSUFFICIENT_FUNDS: 'errors.insufficientFunds',
  GAME_DISABLED: 'errors.gameDisabled',
  PLAYER_BLOCKED: 'errors.playerBlocked',
  LIMIT_REACHED: 'errors.limitReached',
};
